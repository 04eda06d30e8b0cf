CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"text_color" text DEFAULT '#FFFFFF' NOT NULL,
	"background_color" text DEFAULT '#000000' NOT NULL,
	"ui_fading_out" boolean DEFAULT false NOT NULL,
	"tech_data_image_mobile" text,
	"tech_data_image_desktop" text,
	"bonus_content_placing" text DEFAULT 'last' NOT NULL,
	"origins_pack_placing" text DEFAULT 'last' NOT NULL,
	"is_presale_enabled" boolean DEFAULT false NOT NULL,
	"presale_price_cents" integer,
	"presale_initial_price_cents" integer,
	"presale_image" text,
	"presale_description" text,
	"presale_release_date" date,
	CONSTRAINT "categories_name_unique" UNIQUE("name"),
	CONSTRAINT "categories_bonus_placing" CHECK ("categories"."bonus_content_placing" in ('first', 'last')),
	CONSTRAINT "categories_origins_placing" CHECK ("categories"."origins_pack_placing" in ('first', 'last')),
	CONSTRAINT "categories_presale_price" CHECK (not "categories"."is_presale_enabled" or "categories"."presale_price_cents" is not null)
);
--> statement-breakpoint
CREATE TABLE "content_pack_models" (
	"content_pack_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_pack_models_content_pack_id_model_id_pk" PRIMARY KEY("content_pack_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "content_pack_tags" (
	"content_pack_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "content_pack_tags_content_pack_id_tag_id_pk" PRIMARY KEY("content_pack_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "content_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"category_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'PUBLISHED' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover" text NOT NULL,
	"store_preview" text NOT NULL,
	"store_preview_back" text,
	"unpurchased_image" text,
	"library_unpurchased_preview" text,
	"vertical_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"previews" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"content_release_date" date,
	"save_count" integer DEFAULT 0 NOT NULL,
	"purchase_count" integer DEFAULT 0 NOT NULL,
	"initial_price_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"supported_platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_2d_viewer_enabled" boolean DEFAULT false NOT NULL,
	"is_bonus_content" boolean DEFAULT false NOT NULL,
	"show_in_collection" boolean DEFAULT true NOT NULL,
	"customization" jsonb NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"is_preview" boolean DEFAULT false NOT NULL,
	"is_allowed_to_set_custom_price" boolean DEFAULT false NOT NULL,
	"custom_price_text" text,
	"custom_price_lower_bound_cents" integer,
	"location" text,
	"studio" text,
	"actors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"role" text,
	"genre" text,
	"is_exclusive_for_year_and_lifetime" boolean DEFAULT false NOT NULL,
	"is_available_to_year_and_lifetime_tariffs" boolean DEFAULT true NOT NULL,
	"button_text" text,
	"assets_size_bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_packs_slug_unique" UNIQUE("slug"),
	CONSTRAINT "content_packs_type" CHECK ("content_packs"."type" in ('video', 'photo', 'mixed')),
	CONSTRAINT "content_packs_status" CHECK ("content_packs"."status" in ('PUBLISHED', 'COMING_SOON')),
	CONSTRAINT "content_packs_prices" CHECK ("content_packs"."price_cents" >= 0 and "content_packs"."initial_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "content_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_pack_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"size_in_bytes" bigint NOT NULL,
	"video_duration" real,
	"with_audio" boolean DEFAULT false NOT NULL,
	"media_kind" text NOT NULL,
	"projection" text NOT NULL,
	"stereo" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"is_2d_viewer_enabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "content_parts_type" CHECK ("content_parts"."type" in ('static', 'dynamic')),
	CONSTRAINT "content_parts_kind" CHECK ("content_parts"."media_kind" in ('video', 'image', 'scene3d')),
	CONSTRAINT "content_parts_projection" CHECK ("content_parts"."projection" in ('flat', 'equirect180', 'equirect360', 'fisheye190', 'fisheye200')),
	CONSTRAINT "content_parts_stereo" CHECK ("content_parts"."stereo" in ('mono', 'sbs', 'tb'))
);
--> statement-breakpoint
CREATE TABLE "creators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"pic" text,
	CONSTRAINT "creators_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale" text NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"name" text PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_info" jsonb,
	"platforms" text[],
	"sources" text[]
);
--> statement-breakpoint
CREATE TABLE "model_tags" (
	"model_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "model_tags_model_id_tag_id_pk" PRIMARY KEY("model_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"photo" text,
	"description" text,
	"height" integer,
	"weight" integer,
	"breast_size_index" integer,
	"hair_color" text,
	"ethnicity" text,
	"quote" text,
	"age" integer,
	"social_networks_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"complex_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo_title" text,
	"seo_description" text,
	CONSTRAINT "models_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "origins_pack_elements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"origins_pack_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"title_locked" text NOT NULL,
	"title_unlocked" text NOT NULL,
	"promocode_value" text,
	"download_link" text,
	"button_text" text,
	"image" text,
	"content_pack_id" uuid,
	CONSTRAINT "origins_pack_elements_type" CHECK ("origins_pack_elements"."type" in ('PROMOCODE', 'DOWNLOADABLE_CONTENT', 'CONTENT_PACK'))
);
--> statement-breakpoint
CREATE TABLE "origins_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description_locked" text NOT NULL,
	"description_unlocked" text NOT NULL,
	"image_locked" text NOT NULL,
	"image_unlocked" text NOT NULL,
	"description_at_store" text NOT NULL,
	"seo" jsonb,
	"is_enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "origins_packs_categoryId_unique" UNIQUE("category_id"),
	CONSTRAINT "origins_packs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "related_tags" (
	"tag_id" uuid NOT NULL,
	"related_tag_id" uuid NOT NULL,
	CONSTRAINT "related_tags_tag_id_related_tag_id_pk" PRIMARY KEY("tag_id","related_tag_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"h1_content" text DEFAULT '' NOT NULL,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"screenshot_pairs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"feature_data_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"old_price_cents" integer,
	"duration_days" integer,
	"is_lifetime" boolean DEFAULT false NOT NULL,
	"cart_preview" text,
	"colours" jsonb,
	"is_trial_enabled" boolean DEFAULT false NOT NULL,
	"trial_duration_days" integer,
	"trial_price_cents" integer,
	"trial_content_pack_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"different_recurring_price" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tariffs_duration" CHECK (("tariffs"."is_lifetime" and "tariffs"."duration_days" is null) or (not "tariffs"."is_lifetime" and "tariffs"."duration_days" is not null and "tariffs"."duration_days" > 0)),
	CONSTRAINT "tariffs_trial" CHECK (not "tariffs"."is_trial_enabled" or ("tariffs"."trial_duration_days" is not null and "tariffs"."trial_duration_days" > 0 and "tariffs"."trial_price_cents" is not null and "tariffs"."trial_price_cents" >= 0))
);
--> statement-breakpoint
ALTER TABLE "content_pack_models" ADD CONSTRAINT "content_pack_models_content_pack_id_content_packs_id_fk" FOREIGN KEY ("content_pack_id") REFERENCES "public"."content_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pack_models" ADD CONSTRAINT "content_pack_models_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pack_tags" ADD CONSTRAINT "content_pack_tags_content_pack_id_content_packs_id_fk" FOREIGN KEY ("content_pack_id") REFERENCES "public"."content_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pack_tags" ADD CONSTRAINT "content_pack_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_packs" ADD CONSTRAINT "content_packs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_packs" ADD CONSTRAINT "content_packs_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_parts" ADD CONSTRAINT "content_parts_content_pack_id_content_packs_id_fk" FOREIGN KEY ("content_pack_id") REFERENCES "public"."content_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_tags" ADD CONSTRAINT "model_tags_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_tags" ADD CONSTRAINT "model_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origins_pack_elements" ADD CONSTRAINT "origins_pack_elements_origins_pack_id_origins_packs_id_fk" FOREIGN KEY ("origins_pack_id") REFERENCES "public"."origins_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origins_pack_elements" ADD CONSTRAINT "origins_pack_elements_content_pack_id_content_packs_id_fk" FOREIGN KEY ("content_pack_id") REFERENCES "public"."content_packs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origins_packs" ADD CONSTRAINT "origins_packs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_tags" ADD CONSTRAINT "related_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_tags" ADD CONSTRAINT "related_tags_related_tag_id_tags_id_fk" FOREIGN KEY ("related_tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_pack_models_model_idx" ON "content_pack_models" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "content_pack_tags_tag_idx" ON "content_pack_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "content_packs_category_idx" ON "content_packs" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "content_packs_creator_idx" ON "content_packs" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "content_parts_pack_idx" ON "content_parts" USING btree ("content_pack_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "faqs_locale_position_idx" ON "faqs" USING btree ("locale","position");--> statement-breakpoint
CREATE INDEX "model_tags_tag_idx" ON "model_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "origins_pack_elements_pack_idx" ON "origins_pack_elements" USING btree ("origins_pack_id","position");