CREATE TABLE "content_import_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"pack_slug" text NOT NULL,
	"file" text NOT NULL,
	"source_path" text NOT NULL,
	"fingerprint" text NOT NULL,
	"part" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"error" text,
	"uploaded" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_import_items_status" CHECK ("content_import_items"."status" in ('queued', 'preparing', 'prepared', 'unchanged', 'failed', 'done')),
	CONSTRAINT "content_import_items_progress" CHECK ("content_import_items"."progress" >= 0 and "content_import_items"."progress" <= 1)
);
--> statement-breakpoint
CREATE TABLE "content_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folder" text NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"plan" jsonb NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "content_imports_status" CHECK ("content_imports"."status" in ('preparing', 'done', 'failed', 'superseded'))
);
--> statement-breakpoint
CREATE TABLE "content_part_sources" (
	"part_id" uuid PRIMARY KEY NOT NULL,
	"source_path" text NOT NULL,
	"fingerprint" text NOT NULL,
	"key_prefix" text NOT NULL,
	"store_keys" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_import_items" ADD CONSTRAINT "content_import_items_import_id_content_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."content_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_part_sources" ADD CONSTRAINT "content_part_sources_part_id_content_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."content_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_import_items_import_idx" ON "content_import_items" USING btree ("import_id","position");--> statement-breakpoint
CREATE INDEX "content_import_items_fingerprint_idx" ON "content_import_items" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "content_imports_folder_idx" ON "content_imports" USING btree ("folder","started_at");