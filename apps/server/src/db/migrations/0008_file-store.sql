-- One file store for note files and plan materials (docs/decisions/0009-file-store.md): uploads
-- are streamed into chunks of 64 KB; stored_files names an upload by its SHA-256. The bytea
-- columns of note_files and stored_files move into chunks here, in SQL, so no file passes
-- through the server's memory.
CREATE TABLE "file_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "file_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone NOT NULL,
	"stored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "file_chunks" (
	"upload_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_upload_id_seq_pk" PRIMARY KEY("upload_id","seq")
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "upload_id" integer;--> statement-breakpoint
ALTER TABLE "note_files" ADD COLUMN "file_hash" text;--> statement-breakpoint
-- Note files join the content-addressed store: equal contents become one stored file.
INSERT INTO "stored_files" ("hash", "size", "content", "touched_at")
	SELECT DISTINCT ON ("hash") "hash", length("content"), "content", now()
	FROM (SELECT encode(sha256("content"), 'hex') AS "hash", "content" FROM "note_files") AS "f"
	ON CONFLICT ("hash") DO NOTHING;--> statement-breakpoint
UPDATE "note_files" SET "file_hash" = encode(sha256("content"), 'hex');--> statement-breakpoint
-- Every stored file gets an upload that holds its bytes in chunks (seq from 0).
UPDATE "stored_files" SET "upload_id" = nextval(pg_get_serial_sequence('file_uploads', 'id'));--> statement-breakpoint
INSERT INTO "file_uploads" ("id", "created_at", "stored_at") OVERRIDING SYSTEM VALUE
	SELECT "upload_id", "touched_at", "touched_at" FROM "stored_files";--> statement-breakpoint
INSERT INTO "file_chunks" ("upload_id", "seq", "data")
	SELECT "s"."upload_id", "c"."seq", substring("s"."content" FROM "c"."seq" * 65536 + 1 FOR 65536)
	FROM "stored_files" AS "s"
	CROSS JOIN LATERAL generate_series(0, greatest(length("s"."content") - 1, 0) / 65536) AS "c"("seq");--> statement-breakpoint
ALTER TABLE "stored_files" ALTER COLUMN "upload_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "note_files" ALTER COLUMN "file_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "note_files" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_upload_id_file_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."file_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_uploads_created_at_idx" ON "file_uploads" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_upload_id_file_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."file_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_upload_id_unique" UNIQUE("upload_id");--> statement-breakpoint
ALTER TABLE "note_files" ADD CONSTRAINT "note_files_file_hash_stored_files_hash_fk" FOREIGN KEY ("file_hash") REFERENCES "public"."stored_files"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "note_files_file_hash_idx" ON "note_files" USING btree ("file_hash");
