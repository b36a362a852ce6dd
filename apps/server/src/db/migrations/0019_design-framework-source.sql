ALTER TABLE "competences" ADD COLUMN "source_framework_item_id" integer;--> statement-breakpoint
ALTER TABLE "learning_clusters" ADD COLUMN "source_framework_item_id" integer;--> statement-breakpoint
ALTER TABLE "learning_goals" ADD COLUMN "source_framework_item_id" integer;--> statement-breakpoint
ALTER TABLE "learning_outcomes" ADD COLUMN "source_framework_item_id" integer;