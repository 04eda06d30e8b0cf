CREATE TABLE "cart_items" (
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"type" text NOT NULL,
	"custom_price_cents" integer,
	"via_trial" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "cart_items_user_id_item_id_pk" PRIMARY KEY("user_id","item_id"),
	CONSTRAINT "cart_items_type" CHECK ("cart_items"."type" in ('content', 'presale', 'tariff')),
	CONSTRAINT "cart_items_custom_price" CHECK ("cart_items"."custom_price_cents" is null or ("cart_items"."type" = 'content' and "cart_items"."custom_price_cents" >= 0)),
	CONSTRAINT "cart_items_trial" CHECK (not "cart_items"."via_trial" or "cart_items"."type" = 'tariff')
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"promo_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owned_presale_categories" (
	"user_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owned_presale_categories_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" text DEFAULT 'PERCENT' NOT NULL,
	"value" integer NOT NULL,
	"scope" text[] DEFAULT '{content,presale,tariff}'::text[] NOT NULL,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_type" CHECK ("promo_codes"."type" in ('PERCENT', 'FIXED')),
	CONSTRAINT "promo_codes_value" CHECK (("promo_codes"."type" = 'PERCENT' and "promo_codes"."value" between 1 and 100) or ("promo_codes"."type" = 'FIXED' and "promo_codes"."value" > 0)),
	CONSTRAINT "promo_codes_usage" CHECK ("promo_codes"."used_count" >= 0 and ("promo_codes"."usage_limit" is null or "promo_codes"."usage_limit" >= 0))
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_carts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."carts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owned_presale_categories" ADD CONSTRAINT "owned_presale_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owned_presale_categories" ADD CONSTRAINT "owned_presale_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_one_tariff" ON "cart_items" USING btree ("user_id") WHERE "cart_items"."type" = 'tariff';--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code" ON "promo_codes" USING btree (upper("code"));