ALTER TABLE "content_packs" ADD COLUMN "is_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_parts" ADD COLUMN "stream_key" text;--> statement-breakpoint
ALTER TABLE "content_parts" ADD COLUMN "renditions" jsonb DEFAULT '[]'::jsonb NOT NULL;