CREATE TABLE "cluster_goals" (
	"cluster_id" integer NOT NULL,
	"learning_goal_id" integer NOT NULL,
	CONSTRAINT "cluster_goals_pk" PRIMARY KEY("cluster_id","learning_goal_id")
);
--> statement-breakpoint
CREATE TABLE "cluster_group_members" (
	"cluster_group_id" integer NOT NULL,
	"cluster_id" integer NOT NULL,
	CONSTRAINT "cluster_group_members_pk" PRIMARY KEY("cluster_group_id","cluster_id")
);
--> statement-breakpoint
CREATE TABLE "cluster_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cluster_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_id" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"details" text
);
--> statement-breakpoint
CREATE TABLE "cluster_subjects" (
	"cluster_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	CONSTRAINT "cluster_subjects_pk" PRIMARY KEY("cluster_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "clusters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clusters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_id" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"index" text NOT NULL,
	"title" text NOT NULL,
	"short_title" text NOT NULL,
	"details" text NOT NULL,
	"ects" numeric(6, 1),
	"course_code" text,
	"requirements" text,
	"coordinator" text,
	"cluster_width" integer DEFAULT 1 NOT NULL,
	"color" text,
	CONSTRAINT "clusters_cluster_width_check" CHECK ("clusters"."cluster_width" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "competences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_id" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"index" text NOT NULL,
	"title" text NOT NULL,
	"details" text NOT NULL,
	"level" text
);
--> statement-breakpoint
CREATE TABLE "elective_clusters" (
	"elective_subject_id" integer NOT NULL,
	"cluster_id" integer NOT NULL,
	CONSTRAINT "elective_clusters_pk" PRIMARY KEY("elective_subject_id","cluster_id")
);
--> statement-breakpoint
CREATE TABLE "elective_subjects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "elective_subjects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_id" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"details" text,
	"default_ects" numeric(6, 1)
);
--> statement-breakpoint
CREATE TABLE "learning_clusters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "learning_clusters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_id" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"competence_id" integer NOT NULL,
	"index" text NOT NULL,
	"title" text NOT NULL,
	"details" text NOT NULL,
	"level" text
);
--> statement-breakpoint
CREATE TABLE "learning_goals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "learning_goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_id" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"learning_outcome_id" integer NOT NULL,
	"index" text NOT NULL,
	"title" text NOT NULL,
	"details" text NOT NULL,
	"level" text
);
--> statement-breakpoint
CREATE TABLE "learning_outcomes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "learning_outcomes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_id" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"competence_id" integer NOT NULL,
	"learning_cluster_id" integer,
	"index" text NOT NULL,
	"title" text NOT NULL,
	"details" text NOT NULL,
	"level" text
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subjects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"education_id" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"details" text
);
--> statement-breakpoint
ALTER TABLE "cluster_goals" ADD CONSTRAINT "cluster_goals_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_goals" ADD CONSTRAINT "cluster_goals_learning_goal_id_learning_goals_id_fk" FOREIGN KEY ("learning_goal_id") REFERENCES "public"."learning_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_group_members" ADD CONSTRAINT "cluster_group_members_cluster_group_id_cluster_groups_id_fk" FOREIGN KEY ("cluster_group_id") REFERENCES "public"."cluster_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_group_members" ADD CONSTRAINT "cluster_group_members_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_groups" ADD CONSTRAINT "cluster_groups_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_subjects" ADD CONSTRAINT "cluster_subjects_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_subjects" ADD CONSTRAINT "cluster_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clusters" ADD CONSTRAINT "clusters_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competences" ADD CONSTRAINT "competences_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elective_clusters" ADD CONSTRAINT "elective_clusters_elective_subject_id_elective_subjects_id_fk" FOREIGN KEY ("elective_subject_id") REFERENCES "public"."elective_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elective_clusters" ADD CONSTRAINT "elective_clusters_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elective_subjects" ADD CONSTRAINT "elective_subjects_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_clusters" ADD CONSTRAINT "learning_clusters_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_clusters" ADD CONSTRAINT "learning_clusters_competence_id_competences_id_fk" FOREIGN KEY ("competence_id") REFERENCES "public"."competences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_goals" ADD CONSTRAINT "learning_goals_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_goals" ADD CONSTRAINT "learning_goals_learning_outcome_id_learning_outcomes_id_fk" FOREIGN KEY ("learning_outcome_id") REFERENCES "public"."learning_outcomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_outcomes" ADD CONSTRAINT "learning_outcomes_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_outcomes" ADD CONSTRAINT "learning_outcomes_competence_id_competences_id_fk" FOREIGN KEY ("competence_id") REFERENCES "public"."competences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_outcomes" ADD CONSTRAINT "learning_outcomes_learning_cluster_id_learning_clusters_id_fk" FOREIGN KEY ("learning_cluster_id") REFERENCES "public"."learning_clusters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cluster_goals_learning_goal_id_idx" ON "cluster_goals" USING btree ("learning_goal_id");--> statement-breakpoint
CREATE INDEX "cluster_group_members_cluster_id_idx" ON "cluster_group_members" USING btree ("cluster_id");--> statement-breakpoint
CREATE INDEX "cluster_groups_education_id_idx" ON "cluster_groups" USING btree ("education_id");--> statement-breakpoint
CREATE INDEX "cluster_subjects_subject_id_idx" ON "cluster_subjects" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "clusters_education_id_idx" ON "clusters" USING btree ("education_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clusters_education_id_index_unique" ON "clusters" USING btree ("education_id","index");--> statement-breakpoint
CREATE INDEX "competences_education_id_idx" ON "competences" USING btree ("education_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competences_education_id_index_unique" ON "competences" USING btree ("education_id","index");--> statement-breakpoint
CREATE INDEX "elective_clusters_cluster_id_idx" ON "elective_clusters" USING btree ("cluster_id");--> statement-breakpoint
CREATE INDEX "elective_subjects_education_id_idx" ON "elective_subjects" USING btree ("education_id");--> statement-breakpoint
CREATE INDEX "learning_clusters_education_id_idx" ON "learning_clusters" USING btree ("education_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_clusters_competence_id_index_unique" ON "learning_clusters" USING btree ("competence_id","index");--> statement-breakpoint
CREATE INDEX "learning_goals_education_id_idx" ON "learning_goals" USING btree ("education_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_goals_learning_outcome_id_index_unique" ON "learning_goals" USING btree ("learning_outcome_id","index");--> statement-breakpoint
CREATE INDEX "learning_outcomes_education_id_idx" ON "learning_outcomes" USING btree ("education_id");--> statement-breakpoint
CREATE INDEX "learning_outcomes_learning_cluster_id_idx" ON "learning_outcomes" USING btree ("learning_cluster_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_outcomes_competence_id_index_unique" ON "learning_outcomes" USING btree ("competence_id","index");--> statement-breakpoint
CREATE INDEX "subjects_education_id_idx" ON "subjects" USING btree ("education_id");