CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"lines" jsonb NOT NULL,
	"promo" jsonb,
	"initial_sum_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"payment_method" text NOT NULL,
	"acquiring_type" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"redirect_url" text,
	"cart_fingerprint" text NOT NULL,
	"from_server_cart" boolean NOT NULL,
	"card_pan" text,
	"failure_reason" text,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('PENDING', 'SUCCESSFUL', 'FAILED')),
	CONSTRAINT "orders_sums" CHECK ("orders"."total_cents" >= 0 and "orders"."initial_sum_cents" >= "orders"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"order_id" uuid,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "test_acquirer_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"customer_email" text NOT NULL,
	"return_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"card_pan" text,
	"payment_method_token" text,
	"failure_reason" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_acquirer_payments_merchantReference_unique" UNIQUE("merchant_reference"),
	CONSTRAINT "test_acquirer_payments_paymentMethodToken_unique" UNIQUE("payment_method_token"),
	CONSTRAINT "test_acquirer_payments_status" CHECK ("test_acquirer_payments"."status" in ('open', 'requires_confirmation', 'succeeded', 'failed', 'canceled')),
	CONSTRAINT "test_acquirer_payments_refund" CHECK ("test_acquirer_payments"."refunded_cents" >= 0 and "test_acquirer_payments"."refunded_cents" <= "test_acquirer_payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "test_acquirer_webhooks" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"url" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_acquirer_webhooks" ADD CONSTRAINT "test_acquirer_webhooks_payment_id_test_acquirer_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."test_acquirer_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_payment" ON "orders" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "test_acquirer_webhooks_due" ON "test_acquirer_webhooks" USING btree ("next_attempt_at") WHERE "test_acquirer_webhooks"."delivered_at" is null;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_orderId_unique" UNIQUE("order_id");