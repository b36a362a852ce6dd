CREATE TABLE "framework_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "framework_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"framework_id" integer NOT NULL,
	"source_id" text NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"depth" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"central_exam" boolean,
	"school_exam" boolean,
	"core" boolean,
	"optional" boolean,
	"levels" text[] NOT NULL,
	"withdrawn_in" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "framework_items_framework_source_unique" UNIQUE("framework_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "frameworks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "frameworks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer,
	"source_kind" text NOT NULL,
	"source_key" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"version" text NOT NULL,
	"release" text NOT NULL,
	"levels" text[] NOT NULL,
	"licence" text NOT NULL,
	"attribution" text NOT NULL,
	"source_url" text,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "frameworks_owner_source_unique" UNIQUE NULLS NOT DISTINCT("location_id","source_kind","source_key"),
	CONSTRAINT "frameworks_source_kind_check" CHECK ("frameworks"."source_kind" in ('slo_exam', 'slo_core', 'case', 'sheet'))
);
--> statement-breakpoint
ALTER TABLE "framework_items" ADD CONSTRAINT "framework_items_framework_id_frameworks_id_fk" FOREIGN KEY ("framework_id") REFERENCES "public"."frameworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framework_items" ADD CONSTRAINT "framework_items_parent_id_framework_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."framework_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frameworks" ADD CONSTRAINT "frameworks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frameworks" ADD CONSTRAINT "frameworks_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "framework_items_framework_ordinal_idx" ON "framework_items" USING btree ("framework_id","ordinal");--> statement-breakpoint
CREATE INDEX "framework_items_parent_id_idx" ON "framework_items" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "frameworks_location_id_idx" ON "frameworks" USING btree ("location_id");