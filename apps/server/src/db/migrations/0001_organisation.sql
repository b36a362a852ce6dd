CREATE TABLE "location_logos" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_logos_mime_type_check" CHECK ("location_logos"."mime_type" in ('image/png', 'image/jpeg', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "test_formats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_formats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"key" text,
	"name" text,
	"icon" text NOT NULL,
	"color" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_formats_location_id_key_unique" UNIQUE("location_id","key"),
	CONSTRAINT "test_formats_key_or_name_check" CHECK (("test_formats"."key" is null) <> ("test_formats"."name" is null))
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"key" text,
	"name" text,
	"icon" text NOT NULL,
	"color" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_location_id_key_unique" UNIQUE("location_id","key"),
	CONSTRAINT "activities_key_or_name_check" CHECK (("activities"."key" is null) <> ("activities"."name" is null))
);
--> statement-breakpoint
CREATE TABLE "note_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "note_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_field_settings" (
	"location_id" integer NOT NULL,
	"field" text NOT NULL,
	"visible" boolean NOT NULL,
	CONSTRAINT "plan_field_settings_pk" PRIMARY KEY("location_id","field")
);
--> statement-breakpoint
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
CREATE TABLE "faculties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faculties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_parents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "education_parents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"faculty_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"education_parent_id" integer,
	"term" text NOT NULL,
	"singular" text NOT NULL,
	"plural" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_translations_term_check" CHECK ("custom_translations"."term" in ('competence', 'learning_cluster', 'learning_outcome', 'learning_goal', 'cluster', 'cluster_group', 'subject', 'credit', 'faculty', 'education_year', 'description', 'education', 'grade_required', 'grade_not_required', 'assessment_criterion', 'elective_subject')),
	CONSTRAINT "custom_translations_names_check" CHECK (length(trim("custom_translations"."singular")) > 0 and length(trim("custom_translations"."plural")) > 0)
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"email" text NOT NULL,
	"roles" text[] NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invitations_roles_check" CHECK ("invitations"."roles" <@ array['admin', 'designer', 'user']::text[]),
	CONSTRAINT "invitations_email_lower_check" CHECK ("invitations"."email" = lower("invitations"."email"))
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "trial_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trial_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_name" text NOT NULL,
	"domain" text NOT NULL,
	"type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"message" text,
	"language" text DEFAULT 'nl' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"location_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trial_requests_type_check" CHECK ("trial_requests"."type" in ('vo', 'other')),
	CONSTRAINT "trial_requests_language_check" CHECK ("trial_requests"."language" in ('nl', 'en')),
	CONSTRAINT "trial_requests_status_check" CHECK ("trial_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "allow_flexible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "default_weeks" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "main_color" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "logo_version" text;--> statement-breakpoint
ALTER TABLE "page_info" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "page_info" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "location_logos" ADD CONSTRAINT "location_logos_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_formats" ADD CONSTRAINT "test_formats_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_types" ADD CONSTRAINT "note_types_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_field_settings" ADD CONSTRAINT "plan_field_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faculties" ADD CONSTRAINT "faculties_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_parents" ADD CONSTRAINT "education_parents_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_translations" ADD CONSTRAINT "custom_translations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_translations" ADD CONSTRAINT "custom_translations_education_parent_id_education_parents_id_fk" FOREIGN KEY ("education_parent_id") REFERENCES "public"."education_parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_requests" ADD CONSTRAINT "trial_requests_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_requests" ADD CONSTRAINT "trial_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_formats_location_id_name_unique" ON "test_formats" USING btree ("location_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "activities_location_id_name_unique" ON "activities" USING btree ("location_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "note_types_location_id_name_unique" ON "note_types" USING btree ("location_id",lower("name"));--> statement-breakpoint
CREATE INDEX "licenses_location_id_start_date_idx" ON "licenses" USING btree ("location_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "faculties_location_id_name_unique" ON "faculties" USING btree ("location_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "education_parents_faculty_id_name_unique" ON "education_parents" USING btree ("faculty_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "custom_translations_location_term_unique" ON "custom_translations" USING btree ("location_id","term") WHERE "custom_translations"."education_parent_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_translations_education_parent_term_unique" ON "custom_translations" USING btree ("education_parent_id","term") WHERE "custom_translations"."education_parent_id" is not null;--> statement-breakpoint
CREATE INDEX "custom_translations_location_id_idx" ON "custom_translations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "invitations_location_id_email_idx" ON "invitations" USING btree ("location_id","email");--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "password_resets_user_id_created_at_idx" ON "password_resets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "trial_requests_status_created_at_idx" ON "trial_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_default_weeks_check" CHECK ("locations"."default_weeks" between 1 and 60);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_main_color_check" CHECK ("locations"."main_color" ~ '^#[0-9a-f]{6}$');