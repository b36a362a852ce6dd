ALTER TABLE "exports" DROP CONSTRAINT "exports_parts_check";--> statement-breakpoint
ALTER TABLE "education_years" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "special_blocks" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_tests" ADD COLUMN "end_week" integer;--> statement-breakpoint
ALTER TABLE "plan_tests" ADD COLUMN "study_hours" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "plan_tests" ADD COLUMN "purpose" text DEFAULT 'summative' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_tests" ADD COLUMN "weight_unit" text DEFAULT 'factor' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_tests" ADD COLUMN "counts_for_exam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_tests" ADD COLUMN "exam_weight" numeric(7, 2);--> statement-breakpoint
ALTER TABLE "plan_tests" ADD COLUMN "exam_weight_unit" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_tests" ADD COLUMN "resit_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_tests" ADD COLUMN "resit_rule" text;--> statement-breakpoint
ALTER TABLE "plan_tests" ADD COLUMN "pass_mark" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "plan_tests" ADD COLUMN "aids" text;--> statement-breakpoint
ALTER TABLE "plan_tests" ADD COLUMN "organisation" text;--> statement-breakpoint
-- A test without a weight was never part of a result: formative, so no existing test is reported
-- as "summative without a weight" (docs/test-plan.md "Model").
UPDATE "plan_tests" SET "purpose" = 'formative' WHERE "weight" IS NULL OR "weight" = 0;--> statement-breakpoint
ALTER TABLE "special_blocks" ADD CONSTRAINT "special_blocks_kind_check" CHECK ("special_blocks"."kind" in ('other', 'test_week', 'holiday'));--> statement-breakpoint
ALTER TABLE "plan_tests" ADD CONSTRAINT "plan_tests_end_week_check" CHECK ("plan_tests"."end_week" is null or "plan_tests"."end_week" >= "plan_tests"."week");--> statement-breakpoint
ALTER TABLE "plan_tests" ADD CONSTRAINT "plan_tests_purpose_check" CHECK ("plan_tests"."purpose" in ('summative', 'formative'));--> statement-breakpoint
ALTER TABLE "plan_tests" ADD CONSTRAINT "plan_tests_weight_unit_check" CHECK ("plan_tests"."weight_unit" in ('factor', 'percent'));--> statement-breakpoint
ALTER TABLE "plan_tests" ADD CONSTRAINT "plan_tests_exam_weight_unit_check" CHECK ("plan_tests"."exam_weight_unit" in ('factor', 'percent'));--> statement-breakpoint
ALTER TABLE "plan_tests" ADD CONSTRAINT "plan_tests_resit_count_check" CHECK ("plan_tests"."resit_count" between 1 and 5);--> statement-breakpoint
ALTER TABLE "plan_tests" ADD CONSTRAINT "plan_tests_resit_rule_check" CHECK ("plan_tests"."resit_rule" is null or "plan_tests"."resit_rule" in ('highest', 'last', 'capped'));--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_parts_check" CHECK (cardinality("exports"."parts") > 0 and "exports"."parts" <@ array['design', 'plan', 'test_plan', 'analysis', 'notes']::text[]);