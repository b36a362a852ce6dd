DROP INDEX "notifications_user_id_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "collapse_key" text;--> statement-breakpoint
CREATE INDEX "notifications_user_id_id_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_collapse_key_user_id_idx" ON "notifications" USING btree ("collapse_key","user_id") WHERE "notifications"."collapse_key" is not null;