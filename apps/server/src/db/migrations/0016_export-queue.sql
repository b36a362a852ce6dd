CREATE TABLE "export_file_chunks" (
	"export_id" integer NOT NULL,
	"job_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "export_file_chunks_export_id_job_id_seq_pk" PRIMARY KEY("export_id","job_id","seq")
);
--> statement-breakpoint
DROP INDEX "exports_location_id_idx";--> statement-breakpoint
ALTER TABLE "exports" ADD COLUMN "cost" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "export_file_chunks" ADD CONSTRAINT "export_file_chunks_export_id_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exports_location_started_idx" ON "exports" USING btree ("location_id","started_at");--> statement-breakpoint
CREATE INDEX "exports_location_unfinished_idx" ON "exports" USING btree ("location_id","status") WHERE "exports"."status" in ('queued', 'running');--> statement-breakpoint
-- Hand-written (issue 25): the files of ready exports move into chunks, one chunk each (a download
-- streams chunks of any size), under the run that made them; then the old table goes.
INSERT INTO "export_file_chunks" ("export_id", "job_id", "seq", "content")
SELECT f."export_id", e."job_id", 0, f."content" FROM "export_files" f JOIN "exports" e ON e."id" = f."export_id";--> statement-breakpoint
DROP TABLE "export_files" CASCADE;