CREATE TABLE "content_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"content_pack_id" uuid NOT NULL,
	"grade" smallint NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_feedback_grade" CHECK ("content_feedback"."grade" between 1 and 3),
	CONSTRAINT "content_feedback_options" CHECK ("content_feedback"."options" <@ array['castingOrGenre', 'qualityRealism', 'inVrNavigation', 'appPerformance']::text[])
);
--> statement-breakpoint
CREATE TABLE "playback_positions" (
	"user_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"content_pack_id" uuid NOT NULL,
	"position_seconds" real NOT NULL,
	"duration_seconds" real,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playback_positions_user_id_part_id_pk" PRIMARY KEY("user_id","part_id"),
	CONSTRAINT "playback_positions_position" CHECK ("playback_positions"."position_seconds" >= 0 and ("playback_positions"."duration_seconds" is null or ("playback_positions"."duration_seconds" >= 0 and "playback_positions"."position_seconds" <= "playback_positions"."duration_seconds")))
);
--> statement-breakpoint
ALTER TABLE "content_parts" ADD COLUMN "format_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_feedback" ADD CONSTRAINT "content_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_feedback" ADD CONSTRAINT "content_feedback_content_pack_id_content_packs_id_fk" FOREIGN KEY ("content_pack_id") REFERENCES "public"."content_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_positions" ADD CONSTRAINT "playback_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_positions" ADD CONSTRAINT "playback_positions_part_id_content_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."content_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_positions" ADD CONSTRAINT "playback_positions_content_pack_id_content_packs_id_fk" FOREIGN KEY ("content_pack_id") REFERENCES "public"."content_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_feedback_pack" ON "content_feedback" USING btree ("content_pack_id","created_at");--> statement-breakpoint
CREATE INDEX "content_feedback_user" ON "content_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "playback_positions_user_recent" ON "playback_positions" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "playback_positions_part" ON "playback_positions" USING btree ("part_id");--> statement-breakpoint
ALTER TABLE "content_parts" ADD CONSTRAINT "content_parts_format_version" CHECK ("content_parts"."format_version" >= 1);