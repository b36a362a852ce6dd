CREATE TABLE "design_restrictions" (
	"user_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"education_id" integer NOT NULL,
	CONSTRAINT "design_restrictions_pk" PRIMARY KEY("user_id","location_id","education_id")
);
--> statement-breakpoint
CREATE TABLE "education_approvals" (
	"education_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "education_approvals_pk" PRIMARY KEY("education_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "education_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "education_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_year_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text,
	"weeks" integer NOT NULL,
	CONSTRAINT "education_periods_weeks_check" CHECK ("education_periods"."weeks" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "education_years" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "education_years_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text
);
--> statement-breakpoint
CREATE TABLE "educations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "educations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"education_parent_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"is_flexible" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'designing' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"requested_by" integer,
	"review_requested_at" timestamp with time zone,
	"last_backup_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "educations_type_check" CHECK ("educations"."type" in ('secondary_education', 'special_secondary_education', 'vmbo-b', 'vmbo-k', 'vmbo-g', 'vmbo-t', 'havo', 'vwo', 'gymnasium', 'brede-brugklas', 'vocational_secondary_education_1', 'vocational_secondary_education_2', 'vocational_secondary_education_3', 'vocational_secondary_education_4', 'hbo_dual_propaedeutic', 'hbo_part_propaedeutic', 'hbo_full_propaedeutic', 'hbo_associate_degree', 'hbo_dual_bachelor', 'hbo_part_bachelor', 'hbo_full_bachelor', 'hbo_part_master', 'hbo_full_master', 'wo_part_bachelor', 'wo_full_bachelor', 'wo_part_master', 'wo_full_master')),
	CONSTRAINT "educations_status_check" CHECK ("educations"."status" in ('designing', 'reviewing', 'active'))
);
--> statement-breakpoint
CREATE TABLE "education_backups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "education_backups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_id" integer NOT NULL,
	"reason" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "education_backups_reason_check" CHECK ("education_backups"."reason" in ('hourly', 'before_restore'))
);
--> statement-breakpoint
CREATE TABLE "note_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "note_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"note_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_id" integer NOT NULL,
	"note_type_id" integer NOT NULL,
	"text" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "special_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_year_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_week" integer NOT NULL,
	"end_week" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_blocks_weeks_check" CHECK ("special_blocks"."start_week" >= 1 and "special_blocks"."end_week" >= "special_blocks"."start_week")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
DROP INDEX "custom_translations_location_term_unique";--> statement-breakpoint
ALTER TABLE "custom_translations" ADD COLUMN "education_id" integer;--> statement-breakpoint
ALTER TABLE "design_restrictions" ADD CONSTRAINT "design_restrictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_restrictions" ADD CONSTRAINT "design_restrictions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_restrictions" ADD CONSTRAINT "design_restrictions_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_approvals" ADD CONSTRAINT "education_approvals_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_approvals" ADD CONSTRAINT "education_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_periods" ADD CONSTRAINT "education_periods_education_year_id_education_years_id_fk" FOREIGN KEY ("education_year_id") REFERENCES "public"."education_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_years" ADD CONSTRAINT "education_years_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_education_parent_id_education_parents_id_fk" FOREIGN KEY ("education_parent_id") REFERENCES "public"."education_parents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_backups" ADD CONSTRAINT "education_backups_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_files" ADD CONSTRAINT "note_files_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_note_type_id_note_types_id_fk" FOREIGN KEY ("note_type_id") REFERENCES "public"."note_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_blocks" ADD CONSTRAINT "special_blocks_education_year_id_education_years_id_fk" FOREIGN KEY ("education_year_id") REFERENCES "public"."education_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_restrictions_education_id_idx" ON "design_restrictions" USING btree ("education_id");--> statement-breakpoint
CREATE UNIQUE INDEX "education_periods_education_year_id_position_unique" ON "education_periods" USING btree ("education_year_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "education_years_education_id_position_unique" ON "education_years" USING btree ("education_id","position");--> statement-breakpoint
CREATE INDEX "educations_education_parent_id_idx" ON "educations" USING btree ("education_parent_id") WHERE "educations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "educations_location_id_deleted_at_idx" ON "educations" USING btree ("location_id","deleted_at");--> statement-breakpoint
CREATE INDEX "education_backups_education_id_created_at_idx" ON "education_backups" USING btree ("education_id","created_at");--> statement-breakpoint
CREATE INDEX "education_backups_created_at_idx" ON "education_backups" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "note_files_note_id_idx" ON "note_files" USING btree ("note_id");--> statement-breakpoint
CREATE INDEX "notes_education_id_idx" ON "notes" USING btree ("education_id");--> statement-breakpoint
CREATE INDEX "notes_note_type_id_idx" ON "notes" USING btree ("note_type_id");--> statement-breakpoint
CREATE INDEX "special_blocks_education_year_id_idx" ON "special_blocks" USING btree ("education_year_id");--> statement-breakpoint
ALTER TABLE "custom_translations" ADD CONSTRAINT "custom_translations_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_translations_education_term_unique" ON "custom_translations" USING btree ("education_id","term") WHERE "custom_translations"."education_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_translations_location_term_unique" ON "custom_translations" USING btree ("location_id","term") WHERE "custom_translations"."education_parent_id" is null and "custom_translations"."education_id" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('export_ready', 'export_in_line', 'export_started', 'export_failed', 'review_requested', 'review_approved', 'education_activated'));--> statement-breakpoint
ALTER TABLE "custom_translations" ADD CONSTRAINT "custom_translations_one_level_check" CHECK ("custom_translations"."education_parent_id" is null or "custom_translations"."education_id" is null);