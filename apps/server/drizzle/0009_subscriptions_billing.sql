CREATE TABLE "seen_banners" (
	"user_id" uuid NOT NULL,
	"banner_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seen_banners_user_id_banner_id_pk" PRIMARY KEY("user_id","banner_id")
);
--> statement-breakpoint
CREATE TABLE "test_acquirer_management_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"payment_method_token" text,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "test_acquirer_management_sessions_status" CHECK ("test_acquirer_management_sessions"."status" in ('open', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "subscription_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"period_index" integer NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'charging' NOT NULL,
	"order_id" uuid,
	"provider_payment_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "subscription_charges_kind" CHECK ("subscription_charges"."kind" in ('initial', 'renewal', 'upgrade')),
	CONSTRAINT "subscription_charges_status" CHECK ("subscription_charges"."status" in ('charging', 'succeeded', 'failed', 'refunded')),
	CONSTRAINT "subscription_charges_amount" CHECK ("subscription_charges"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"event" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_acquirer_webhooks" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "tariff_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "duration_days" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "is_lifetime" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_content_pack_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "period_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "period_paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "grace_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_token" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tariffs" ADD COLUMN "recurring_price_cents" integer;--> statement-breakpoint
ALTER TABLE "tariffs" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "test_acquirer_payments" ADD COLUMN "declines_saved_charges" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_acquirer_payments" ADD COLUMN "mandate_revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seen_banners" ADD CONSTRAINT "seen_banners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_attempt" ON "subscription_charges" USING btree ("subscription_id","period_index","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_period_paid" ON "subscription_charges" USING btree ("subscription_id","period_index") WHERE "subscription_charges"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "subscription_charges_provider_payment" ON "subscription_charges" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "subscription_charges_order" ON "subscription_charges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription" ON "subscription_events" USING btree ("subscription_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" in ('PENDING', 'ACTIVE', 'CANCEL_IN_PROGRESS', 'GRACE', 'PAYMENT_FAILED');--> statement-breakpoint
CREATE INDEX "subscriptions_due" ON "subscriptions" USING btree ("end_date") WHERE "subscriptions"."status" in ('ACTIVE', 'CANCEL_IN_PROGRESS', 'CANCELLED');--> statement-breakpoint
CREATE INDEX "subscriptions_retry_due" ON "subscriptions" USING btree ("next_retry_at") WHERE "subscriptions"."status" in ('GRACE', 'PAYMENT_FAILED');--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_paid" CHECK ("subscriptions"."period_paid_cents" >= 0);