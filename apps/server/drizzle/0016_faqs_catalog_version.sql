-- The store page's head carries the FAQ (its JSON-LD), and is kept per catalog version: a write
-- to the FAQ moves the version too, on every instance, as a write to the catalog's tables does.
CREATE TRIGGER "faqs_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faqs" FOR EACH STATEMENT EXECUTE FUNCTION "parallax_bump_catalog_version"();
