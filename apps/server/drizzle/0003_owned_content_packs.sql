CREATE TABLE "owned_content_packs" (
	"user_id" uuid NOT NULL,
	"content_pack_id" uuid NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "owned_content_packs_user_id_content_pack_id_pk" PRIMARY KEY("user_id","content_pack_id"),
	CONSTRAINT "owned_content_packs_source" CHECK ("owned_content_packs"."source" in ('purchase', 'presale', 'claim', 'grant'))
);
--> statement-breakpoint
ALTER TABLE "owned_content_packs" ADD CONSTRAINT "owned_content_packs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owned_content_packs" ADD CONSTRAINT "owned_content_packs_content_pack_id_content_packs_id_fk" FOREIGN KEY ("content_pack_id") REFERENCES "public"."content_packs"("id") ON DELETE cascade ON UPDATE no action;