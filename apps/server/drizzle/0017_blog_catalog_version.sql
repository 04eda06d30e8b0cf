-- The blog's published posts are kept per store version (the catalog version): a write to the
-- blog's tables moves it too, on every instance, as a write to the catalog's tables does.
CREATE TRIGGER "blog_posts_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "parallax_bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "blog_post_translations_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_post_translations" FOR EACH STATEMENT EXECUTE FUNCTION "parallax_bump_catalog_version"();
