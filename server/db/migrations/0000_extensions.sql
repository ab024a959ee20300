-- Trigram search (GIN index on products.search_text) needs pg_trgm; PGlite loads it from its contrib bundle.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
