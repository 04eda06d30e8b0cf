CREATE TABLE "trial_cards" (
	"provider" text NOT NULL,
	"card_fingerprint" text NOT NULL,
	"subscription_id" uuid,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trial_cards_provider_card_fingerprint_pk" PRIMARY KEY("provider","card_fingerprint")
);
--> statement-breakpoint
ALTER TABLE "test_acquirer_payments" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
ALTER TABLE "trial_cards" ADD CONSTRAINT "trial_cards_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;