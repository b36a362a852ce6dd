CREATE TABLE "external_identities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_login_at" timestamp with time zone NOT NULL,
	CONSTRAINT "external_identities_identity_unique" UNIQUE("provider","issuer","subject"),
	CONSTRAINT "external_identities_provider_check" CHECK ("external_identities"."provider" in ('entra', 'surfconext', 'entree'))
);
--> statement-breakpoint
CREATE TABLE "sso_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sso_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"provider" text NOT NULL,
	"enabled" boolean NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"allowed_organisations" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sso_connections_location_provider_unique" UNIQUE("location_id","provider"),
	CONSTRAINT "sso_connections_provider_check" CHECK ("sso_connections"."provider" in ('entra', 'surfconext', 'entree'))
);
--> statement-breakpoint
CREATE TABLE "sso_login_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"browser_hash" text NOT NULL,
	"connection_id" integer NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"next_path" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_pending_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"next_path" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "password_login" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "sso_connection_id" integer;--> statement-breakpoint
ALTER TABLE "external_identities" ADD CONSTRAINT "external_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD CONSTRAINT "sso_connections_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_login_states" ADD CONSTRAINT "sso_login_states_connection_id_sso_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."sso_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_pending_links" ADD CONSTRAINT "sso_pending_links_connection_id_sso_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."sso_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_pending_links" ADD CONSTRAINT "sso_pending_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_identities_user_id_idx" ON "external_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sso_connections_provider_idx" ON "sso_connections" USING btree ("provider");--> statement-breakpoint
CREATE INDEX "sso_login_states_expires_at_idx" ON "sso_login_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_login_states_connection_id_idx" ON "sso_login_states" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "sso_pending_links_expires_at_idx" ON "sso_pending_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_pending_links_user_id_idx" ON "sso_pending_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sso_pending_links_connection_id_idx" ON "sso_pending_links" USING btree ("connection_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_sso_connection_id_sso_connections_id_fk" FOREIGN KEY ("sso_connection_id") REFERENCES "public"."sso_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_sso_connection_id_idx" ON "sessions" USING btree ("sso_connection_id");