ALTER TABLE "learning_goals" ADD COLUMN "withdrawn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_goals" ADD COLUMN "track" text;