CREATE TABLE "licenses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "licenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"level" text NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"max_educations" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licenses_level_check" CHECK ("licenses"."level" in ('institute', 'education')),
	CONSTRAINT "licenses_type_check" CHECK ("licenses"."type" in ('paid', 'free')),
	CONSTRAINT "licenses_max_educations_check" CHECK ("licenses"."max_educations" > 0),
	CONSTRAINT "licenses_period_check" CHECK ("licenses"."end_date" is null or "licenses"."end_date" >= "licenses"."start_date")
);
--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licenses_location_id_start_date_idx" ON "licenses" USING btree ("location_id","start_date");