CREATE TABLE "education_backup_files" (
	"backup_id" integer NOT NULL,
	"file_hash" text NOT NULL,
	CONSTRAINT "education_backup_files_backup_id_file_hash_pk" PRIMARY KEY("backup_id","file_hash")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"hash" text PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"touched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"planned_cluster_id" integer NOT NULL,
	"position" integer NOT NULL,
	"activity_id" integer,
	"class_hours" numeric(5, 1),
	"teacher" text,
	"method" text,
	"reading" text,
	"tools" text,
	"tools_permitted" text,
	"description" text,
	"start_week" integer NOT NULL,
	"end_week" integer NOT NULL,
	CONSTRAINT "plan_activities_weeks_check" CHECK ("plan_activities"."start_week" >= 1 and "plan_activities"."end_week" >= "plan_activities"."start_week")
);
--> statement-breakpoint
CREATE TABLE "plan_checkups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_checkups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"planned_cluster_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"details" text,
	"week" integer NOT NULL,
	CONSTRAINT "plan_checkups_week_check" CHECK ("plan_checkups"."week" >= 1)
);
--> statement-breakpoint
CREATE TABLE "plan_link_goals" (
	"plan_link_id" integer NOT NULL,
	"learning_goal_id" integer NOT NULL,
	CONSTRAINT "plan_link_goals_pk" PRIMARY KEY("plan_link_id","learning_goal_id")
);
--> statement-breakpoint
CREATE TABLE "plan_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"planned_cluster_id" integer NOT NULL,
	"position" integer NOT NULL,
	"plan_test_id" integer NOT NULL,
	"plan_activity_id" integer NOT NULL,
	"type" text NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	CONSTRAINT "plan_links_type_check" CHECK ("plan_links"."type" in ('preparation', 'practice', 'feedback', 'instruction'))
);
--> statement-breakpoint
CREATE TABLE "plan_materials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"planned_cluster_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"file_name" text,
	"content_type" text,
	"size" integer,
	"file_hash" text,
	CONSTRAINT "plan_materials_kind_check" CHECK ("plan_materials"."kind" in ('material', 'data_file')),
	CONSTRAINT "plan_materials_url_or_file_check" CHECK (("plan_materials"."url" is null) <> ("plan_materials"."file_hash" is null))
);
--> statement-breakpoint
CREATE TABLE "plan_test_goals" (
	"plan_test_id" integer NOT NULL,
	"learning_goal_id" integer NOT NULL,
	CONSTRAINT "plan_test_goals_pk" PRIMARY KEY("plan_test_id","learning_goal_id")
);
--> statement-breakpoint
CREATE TABLE "plan_tests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_tests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"planned_cluster_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"size" text NOT NULL,
	"test_format_id" integer,
	"week" integer NOT NULL,
	"minutes" integer,
	"weight" numeric(7, 2),
	"resit" boolean DEFAULT false NOT NULL,
	"result_type" text NOT NULL,
	"ects" numeric(6, 1),
	CONSTRAINT "plan_tests_kind_check" CHECK ("plan_tests"."kind" in ('assessment', 'exercise', 'written_exam', 'exam', 'presence')),
	CONSTRAINT "plan_tests_size_check" CHECK ("plan_tests"."size" in ('small', 'medium', 'large')),
	CONSTRAINT "plan_tests_result_type_check" CHECK ("plan_tests"."result_type" in ('grade', 'usg', 'achieved')),
	CONSTRAINT "plan_tests_week_check" CHECK ("plan_tests"."week" >= 1)
);
--> statement-breakpoint
CREATE TABLE "planned_clusters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "planned_clusters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"education_year_id" integer NOT NULL,
	"cluster_id" integer NOT NULL,
	"planned_elective_id" integer,
	"start_week" integer NOT NULL,
	"end_week" integer NOT NULL,
	"comment" text,
	CONSTRAINT "planned_clusters_weeks_check" CHECK ("planned_clusters"."start_week" >= 1 and "planned_clusters"."end_week" >= "planned_clusters"."start_week")
);
--> statement-breakpoint
CREATE TABLE "planned_electives" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "planned_electives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"education_year_id" integer NOT NULL,
	"elective_subject_id" integer NOT NULL,
	"start_week" integer NOT NULL,
	"end_week" integer NOT NULL,
	"places" integer NOT NULL,
	CONSTRAINT "planned_electives_weeks_check" CHECK ("planned_electives"."start_week" >= 1 and "planned_electives"."end_week" >= "planned_electives"."start_week"),
	CONSTRAINT "planned_electives_places_check" CHECK ("planned_electives"."places" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "education_backup_files" ADD CONSTRAINT "education_backup_files_backup_id_education_backups_id_fk" FOREIGN KEY ("backup_id") REFERENCES "public"."education_backups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_backup_files" ADD CONSTRAINT "education_backup_files_file_hash_stored_files_hash_fk" FOREIGN KEY ("file_hash") REFERENCES "public"."stored_files"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_activities" ADD CONSTRAINT "plan_activities_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_activities" ADD CONSTRAINT "plan_activities_planned_cluster_id_planned_clusters_id_fk" FOREIGN KEY ("planned_cluster_id") REFERENCES "public"."planned_clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_activities" ADD CONSTRAINT "plan_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_checkups" ADD CONSTRAINT "plan_checkups_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_checkups" ADD CONSTRAINT "plan_checkups_planned_cluster_id_planned_clusters_id_fk" FOREIGN KEY ("planned_cluster_id") REFERENCES "public"."planned_clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_link_goals" ADD CONSTRAINT "plan_link_goals_plan_link_id_plan_links_id_fk" FOREIGN KEY ("plan_link_id") REFERENCES "public"."plan_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_link_goals" ADD CONSTRAINT "plan_link_goals_learning_goal_id_learning_goals_id_fk" FOREIGN KEY ("learning_goal_id") REFERENCES "public"."learning_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_links" ADD CONSTRAINT "plan_links_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_links" ADD CONSTRAINT "plan_links_planned_cluster_id_planned_clusters_id_fk" FOREIGN KEY ("planned_cluster_id") REFERENCES "public"."planned_clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_links" ADD CONSTRAINT "plan_links_plan_test_id_plan_tests_id_fk" FOREIGN KEY ("plan_test_id") REFERENCES "public"."plan_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_links" ADD CONSTRAINT "plan_links_plan_activity_id_plan_activities_id_fk" FOREIGN KEY ("plan_activity_id") REFERENCES "public"."plan_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_materials" ADD CONSTRAINT "plan_materials_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_materials" ADD CONSTRAINT "plan_materials_planned_cluster_id_planned_clusters_id_fk" FOREIGN KEY ("planned_cluster_id") REFERENCES "public"."planned_clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_materials" ADD CONSTRAINT "plan_materials_file_hash_stored_files_hash_fk" FOREIGN KEY ("file_hash") REFERENCES "public"."stored_files"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_test_goals" ADD CONSTRAINT "plan_test_goals_plan_test_id_plan_tests_id_fk" FOREIGN KEY ("plan_test_id") REFERENCES "public"."plan_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_test_goals" ADD CONSTRAINT "plan_test_goals_learning_goal_id_learning_goals_id_fk" FOREIGN KEY ("learning_goal_id") REFERENCES "public"."learning_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_tests" ADD CONSTRAINT "plan_tests_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_tests" ADD CONSTRAINT "plan_tests_planned_cluster_id_planned_clusters_id_fk" FOREIGN KEY ("planned_cluster_id") REFERENCES "public"."planned_clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_tests" ADD CONSTRAINT "plan_tests_test_format_id_test_formats_id_fk" FOREIGN KEY ("test_format_id") REFERENCES "public"."test_formats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_clusters" ADD CONSTRAINT "planned_clusters_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_clusters" ADD CONSTRAINT "planned_clusters_education_year_id_education_years_id_fk" FOREIGN KEY ("education_year_id") REFERENCES "public"."education_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_clusters" ADD CONSTRAINT "planned_clusters_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_clusters" ADD CONSTRAINT "planned_clusters_planned_elective_id_planned_electives_id_fk" FOREIGN KEY ("planned_elective_id") REFERENCES "public"."planned_electives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_electives" ADD CONSTRAINT "planned_electives_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_electives" ADD CONSTRAINT "planned_electives_education_year_id_education_years_id_fk" FOREIGN KEY ("education_year_id") REFERENCES "public"."education_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_electives" ADD CONSTRAINT "planned_electives_elective_subject_id_elective_subjects_id_fk" FOREIGN KEY ("elective_subject_id") REFERENCES "public"."elective_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "education_backup_files_file_hash_idx" ON "education_backup_files" USING btree ("file_hash");--> statement-breakpoint
CREATE INDEX "stored_files_touched_at_idx" ON "stored_files" USING btree ("touched_at");--> statement-breakpoint
CREATE INDEX "plan_activities_education_id_idx" ON "plan_activities" USING btree ("education_id");--> statement-breakpoint
CREATE INDEX "plan_activities_planned_cluster_id_idx" ON "plan_activities" USING btree ("planned_cluster_id");--> statement-breakpoint
CREATE INDEX "plan_activities_activity_id_idx" ON "plan_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "plan_checkups_education_id_idx" ON "plan_checkups" USING btree ("education_id");--> statement-breakpoint
CREATE INDEX "plan_checkups_planned_cluster_id_idx" ON "plan_checkups" USING btree ("planned_cluster_id");--> statement-breakpoint
CREATE INDEX "plan_link_goals_learning_goal_id_idx" ON "plan_link_goals" USING btree ("learning_goal_id");--> statement-breakpoint
CREATE INDEX "plan_links_education_id_idx" ON "plan_links" USING btree ("education_id");--> statement-breakpoint
CREATE INDEX "plan_links_planned_cluster_id_idx" ON "plan_links" USING btree ("planned_cluster_id");--> statement-breakpoint
CREATE INDEX "plan_links_plan_activity_id_idx" ON "plan_links" USING btree ("plan_activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_links_test_activity_unique" ON "plan_links" USING btree ("plan_test_id","plan_activity_id");--> statement-breakpoint
CREATE INDEX "plan_materials_education_id_idx" ON "plan_materials" USING btree ("education_id");--> statement-breakpoint
CREATE INDEX "plan_materials_planned_cluster_id_idx" ON "plan_materials" USING btree ("planned_cluster_id");--> statement-breakpoint
CREATE INDEX "plan_materials_file_hash_idx" ON "plan_materials" USING btree ("file_hash");--> statement-breakpoint
CREATE INDEX "plan_test_goals_learning_goal_id_idx" ON "plan_test_goals" USING btree ("learning_goal_id");--> statement-breakpoint
CREATE INDEX "plan_tests_education_id_idx" ON "plan_tests" USING btree ("education_id");--> statement-breakpoint
CREATE INDEX "plan_tests_planned_cluster_id_idx" ON "plan_tests" USING btree ("planned_cluster_id");--> statement-breakpoint
CREATE INDEX "plan_tests_test_format_id_idx" ON "plan_tests" USING btree ("test_format_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_tests_cluster_format_unique" ON "plan_tests" USING btree ("planned_cluster_id","test_format_id") WHERE "plan_tests"."test_format_id" is not null;--> statement-breakpoint
CREATE INDEX "planned_clusters_education_id_idx" ON "planned_clusters" USING btree ("education_id");--> statement-breakpoint
CREATE INDEX "planned_clusters_cluster_id_idx" ON "planned_clusters" USING btree ("cluster_id");--> statement-breakpoint
CREATE INDEX "planned_clusters_planned_elective_id_idx" ON "planned_clusters" USING btree ("planned_elective_id");--> statement-breakpoint
CREATE UNIQUE INDEX "planned_clusters_year_cluster_unique" ON "planned_clusters" USING btree ("education_year_id","cluster_id");--> statement-breakpoint
CREATE INDEX "planned_electives_education_id_idx" ON "planned_electives" USING btree ("education_id");--> statement-breakpoint
CREATE INDEX "planned_electives_elective_subject_id_idx" ON "planned_electives" USING btree ("elective_subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "planned_electives_year_elective_unique" ON "planned_electives" USING btree ("education_year_id","elective_subject_id");