CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_one_row" CHECK ("catalog_version"."id" = 1)
);--> statement-breakpoint
-- The one row the triggers bump.
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Every write to a table the catalog snapshot reads, from any process, moves the version and
-- tells the listening instances (delivered at commit). One bump per statement, not per row.
CREATE FUNCTION "parallax_bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
  PERFORM pg_notify('parallax_catalog', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "creators_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "creators" FOR EACH STATEMENT EXECUTE FUNCTION "parallax_bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "parallax_bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "content_packs_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_packs" FOR EACH STATEMENT EXECUTE FUNCTION "parallax_bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "content_parts_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_parts" FOR EACH STATEMENT EXECUTE FUNCTION "parallax_bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "tariffs_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tariffs" FOR EACH STATEMENT EXECUTE FUNCTION "parallax_bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "content_pack_models_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_pack_models" FOR EACH STATEMENT EXECUTE FUNCTION "parallax_bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "content_pack_tags_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_pack_tags" FOR EACH STATEMENT EXECUTE FUNCTION "parallax_bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "models_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "models" FOR EACH STATEMENT EXECUTE FUNCTION "parallax_bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "model_tags_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "model_tags" FOR EACH STATEMENT EXECUTE FUNCTION "parallax_bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "tags_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tags" FOR EACH STATEMENT EXECUTE FUNCTION "parallax_bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "related_tags_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "related_tags" FOR EACH STATEMENT EXECUTE FUNCTION "parallax_bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "origins_packs_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "origins_packs" FOR EACH STATEMENT EXECUTE FUNCTION "parallax_bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "origins_pack_elements_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "origins_pack_elements" FOR EACH STATEMENT EXECUTE FUNCTION "parallax_bump_catalog_version"();
