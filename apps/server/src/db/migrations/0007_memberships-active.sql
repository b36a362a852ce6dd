ALTER TABLE "memberships" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Until now a location's admin deactivated the whole account (users.activated). Keep what each
-- person can do today: such an account becomes inactive at each of its locations instead, and
-- the account itself active again (decision 0007).
UPDATE "memberships" SET "active" = false FROM "users" WHERE "users"."id" = "memberships"."user_id" AND NOT "users"."activated";--> statement-breakpoint
UPDATE "users" SET "activated" = true WHERE NOT "activated" AND EXISTS (SELECT 1 FROM "memberships" WHERE "memberships"."user_id" = "users"."id");
