-- Codes asked for before pairing had device codes cannot be polled for any more: they go (under
-- a lock, so no instance adds one between the delete and the new NOT NULL column).
LOCK TABLE "otp_logins" IN ACCESS EXCLUSIVE MODE;--> statement-breakpoint
DELETE FROM "otp_logins";--> statement-breakpoint
CREATE TABLE "device_tokens" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"device_token" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "device_tokens_deviceToken_unique" UNIQUE("device_token")
);
--> statement-breakpoint
CREATE TABLE "otp_entry_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "feed_links_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "otp_logins" ADD COLUMN "device_code_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_logins" ADD COLUMN "denied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "otp_logins" ADD COLUMN "family_id" uuid;--> statement-breakpoint
ALTER TABLE "otp_logins" ADD COLUMN "interval_seconds" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_logins" ADD COLUMN "last_polled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_entry_failures" ADD CONSTRAINT "otp_entry_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_links" ADD CONSTRAINT "feed_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_tokens_user" ON "device_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "otp_entry_failures_user" ON "otp_entry_failures" USING btree ("user_id","failed_at");--> statement-breakpoint
CREATE INDEX "feed_links_user" ON "feed_links" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "otp_logins_expires" ON "otp_logins" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "otp_logins_family" ON "otp_logins" USING btree ("family_id");--> statement-breakpoint
ALTER TABLE "otp_logins" ADD CONSTRAINT "otp_logins_deviceCodeHash_unique" UNIQUE("device_code_hash");--> statement-breakpoint
ALTER TABLE "otp_logins" ADD CONSTRAINT "otp_logins_interval" CHECK ("otp_logins"."interval_seconds" between 1 and 60);