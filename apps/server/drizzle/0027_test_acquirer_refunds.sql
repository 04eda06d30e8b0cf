CREATE TABLE "test_acquirer_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_acquirer_refunds" ADD CONSTRAINT "test_acquirer_refunds_payment_id_test_acquirer_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."test_acquirer_payments"("id") ON DELETE cascade ON UPDATE no action;