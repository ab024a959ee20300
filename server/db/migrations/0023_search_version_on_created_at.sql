-- Listings sort by newest (created_at) from the in-memory search index too: a change of created_at must move the
-- catalogue's search version like the other columns the index reads, so the index is rebuilt.
DROP TRIGGER "products_search_version" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_search_version"
AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF "search_text", "category_id", "price", "price_after_discount", "cpu", "memory", "storage", "display",
    "archived_at", "created_at"
ON "products"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_search_version"();
