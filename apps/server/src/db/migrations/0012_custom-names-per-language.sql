DROP INDEX "custom_translations_location_term_unique";--> statement-breakpoint
DROP INDEX "custom_translations_education_parent_term_unique";--> statement-breakpoint
DROP INDEX "custom_translations_education_term_unique";--> statement-breakpoint
-- Until now one name applied in every language; the schools typed Dutch, so the rows of before
-- are Dutch (issue 14). The default only fills them: every writer names the language itself.
ALTER TABLE "custom_translations" ADD COLUMN "language" text DEFAULT 'nl' NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_translations" ALTER COLUMN "language" DROP DEFAULT;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_translations_location_term_unique" ON "custom_translations" USING btree ("location_id","term","language") WHERE "custom_translations"."education_parent_id" is null and "custom_translations"."education_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_translations_education_parent_term_unique" ON "custom_translations" USING btree ("education_parent_id","term","language") WHERE "custom_translations"."education_parent_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_translations_education_term_unique" ON "custom_translations" USING btree ("education_id","term","language") WHERE "custom_translations"."education_id" is not null;--> statement-breakpoint
ALTER TABLE "custom_translations" ADD CONSTRAINT "custom_translations_language_check" CHECK ("custom_translations"."language" in ('nl', 'en'));