DROP INDEX "order_items_sales";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
UPDATE "order_items" SET "paid_at" = "orders"."completed_at" FROM "orders" WHERE "orders"."id" = "order_items"."order_id" AND "orders"."status" IN ('SUCCESSFUL', 'REFUNDED');--> statement-breakpoint
CREATE INDEX "order_items_paid_packs" ON "order_items" USING btree ("paid_at","item_id","final_sum_cents") WHERE "order_items"."type" = 'content' and "order_items"."paid_at" is not null;