DROP INDEX "subscription_events_ends";--> statement-breakpoint
DROP INDEX "subscriptions_one_live";--> statement-breakpoint
DROP INDEX "subscriptions_retry_due";--> statement-breakpoint
CREATE INDEX "subscription_events_ends" ON "subscription_events" USING btree ("at","subscription_id") WHERE ("subscription_events"."to_status" in ('EXPIRED', 'REFUNDED') and "subscription_events"."from_status" <> 'PENDING') or ("subscription_events"."to_status" = 'PAYMENT_FAILED' and "subscription_events"."from_status" = 'GRACE');--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" in ('PENDING', 'ACTIVE', 'CANCEL_IN_PROGRESS', 'GRACE');--> statement-breakpoint
CREATE INDEX "subscriptions_retry_due" ON "subscriptions" USING btree ("next_retry_at") WHERE "subscriptions"."status" = 'GRACE';