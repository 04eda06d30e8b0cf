CREATE TABLE "blog_post_translations" (
	"blog_post_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"cover_alt" text NOT NULL,
	"blocks" jsonb NOT NULL,
	CONSTRAINT "blog_post_translations_blog_post_id_language_pk" PRIMARY KEY("blog_post_id","language"),
	CONSTRAINT "blog_post_translations_language" CHECK ("blog_post_translations"."language" in ('en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"cover" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"updated_at" date NOT NULL,
	CONSTRAINT "documents_slug_language_pk" PRIMARY KEY("slug","language"),
	CONSTRAINT "documents_language" CHECK ("documents"."language" in ('en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "blog_post_translations" ADD CONSTRAINT "blog_post_translations_blog_post_id_blog_posts_id_fk" FOREIGN KEY ("blog_post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_published_at" ON "blog_posts" USING btree ("published_at");