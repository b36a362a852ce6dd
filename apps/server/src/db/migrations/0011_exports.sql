CREATE TABLE "export_files" (
	"export_id" integer PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"education_id" integer NOT NULL,
	"format" text NOT NULL,
	"language" text NOT NULL,
	"parts" text[] NOT NULL,
	"year_ids" integer[],
	"status" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"job_id" uuid NOT NULL,
	"file_name" text,
	"size" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exports_format_check" CHECK ("exports"."format" in ('pdf', 'docx', 'xlsx')),
	CONSTRAINT "exports_language_check" CHECK ("exports"."language" in ('nl', 'en')),
	CONSTRAINT "exports_status_check" CHECK ("exports"."status" in ('queued', 'running', 'ready', 'failed')),
	CONSTRAINT "exports_parts_check" CHECK (cardinality("exports"."parts") > 0 and "exports"."parts" <@ array['design', 'plan', 'analysis', 'notes']::text[])
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "export_id" integer;--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_export_id_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exports_one_running_per_user_idx" ON "exports" USING btree ("user_id") WHERE "exports"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "exports_unfinished_idx" ON "exports" USING btree ("heartbeat_at") WHERE "exports"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "exports_expires_at_idx" ON "exports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "exports_education_id_idx" ON "exports" USING btree ("education_id");--> statement-breakpoint
CREATE INDEX "exports_location_id_idx" ON "exports" USING btree ("location_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_export_id_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_export_id_idx" ON "notifications" USING btree ("export_id");