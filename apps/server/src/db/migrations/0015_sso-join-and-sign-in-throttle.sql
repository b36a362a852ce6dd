CREATE TABLE "sso_pending_joins" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"browser_hash" text NOT NULL,
	"connection_id" integer NOT NULL,
	"invitation_id" integer NOT NULL,
	"user_id" integer,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"next_path" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "target" text;--> statement-breakpoint
ALTER TABLE "sso_pending_joins" ADD CONSTRAINT "sso_pending_joins_connection_id_sso_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."sso_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_pending_joins" ADD CONSTRAINT "sso_pending_joins_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_pending_joins" ADD CONSTRAINT "sso_pending_joins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_pending_joins_expires_at_idx" ON "sso_pending_joins" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_pending_joins_connection_id_idx" ON "sso_pending_joins" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "sso_pending_joins_invitation_id_idx" ON "sso_pending_joins" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "sso_pending_joins_user_id_idx" ON "sso_pending_joins" USING btree ("user_id");