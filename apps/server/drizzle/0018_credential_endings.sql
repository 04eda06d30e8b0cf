CREATE TABLE "credential_endings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"sessions" integer NOT NULL,
	"devices" integer NOT NULL,
	"feed_links" integer NOT NULL,
	"push_subscriptions" integer NOT NULL,
	"pairing_approvals" integer NOT NULL,
	"one_time_logins" integer NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credential_endings_reason" CHECK ("credential_endings"."reason" in ('address_claimed', 'password_reset', 'password_changed', 'signed_out_everywhere'))
);
--> statement-breakpoint
ALTER TABLE "credential_endings" ADD CONSTRAINT "credential_endings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credential_endings_user" ON "credential_endings" USING btree ("user_id","ended_at");