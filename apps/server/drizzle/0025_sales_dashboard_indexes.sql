DROP INDEX "content_usage_events_at";--> statement-breakpoint
DROP INDEX "orders_completed";--> statement-breakpoint
CREATE INDEX "content_usage_events_user" ON "content_usage_events" USING btree ("user_id","content_pack_id","kind","at");--> statement-breakpoint
CREATE INDEX "order_items_sales" ON "order_items" USING btree ("order_id","type","item_id","final_sum_cents");--> statement-breakpoint
CREATE INDEX "order_refunds_settled_sums" ON "order_refunds" USING btree ("created_at","amount_cents") WHERE "order_refunds"."settled_at" is not null;--> statement-breakpoint
CREATE INDEX "subscription_charges_renewals_paid" ON "subscription_charges" USING btree ("completed_at","amount_cents") WHERE "subscription_charges"."kind" = 'renewal' and "subscription_charges"."status" in ('succeeded', 'refunded');--> statement-breakpoint
CREATE INDEX "subscription_charges_first_renewal" ON "subscription_charges" USING btree ("subscription_id","completed_at") WHERE "subscription_charges"."kind" = 'renewal' and "subscription_charges"."status" in ('succeeded', 'refunded');--> statement-breakpoint
CREATE INDEX "subscription_events_ends" ON "subscription_events" USING btree ("at","subscription_id") WHERE "subscription_events"."to_status" in ('EXPIRED', 'REFUNDED') and "subscription_events"."from_status" <> 'PENDING';--> statement-breakpoint
CREATE INDEX "subscriptions_trials_started" ON "subscriptions" USING btree ("created_at") WHERE "subscriptions"."trial_ends_at" is not null;--> statement-breakpoint
CREATE INDEX "content_usage_events_at" ON "content_usage_events" USING btree ("at","kind","content_pack_id");--> statement-breakpoint
CREATE INDEX "orders_completed" ON "orders" USING btree ("completed_at","total_cents") WHERE "orders"."status" in ('SUCCESSFUL', 'REFUNDED');