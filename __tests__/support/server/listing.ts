// The listing route's own serialisers, for tests that call the listing service directly (e.g. with a smaller search
// cap than the app's), and the listing answer it gives, parsed.
import Fastify from 'fastify';
import type { ProductListQuery, ProductListResponse } from '../../../src/contract';
import type { Database } from '../../../server/db/client';
import { listingSerializers } from '../../../server/routes/catalogue';
import { productListAnswer, sharedSchemas } from '../../../server/routes/schemas';
import type { CatalogueSearch } from '../../../server/catalogue/search';
import { ProductListing, type ListingSerializers } from '../../../server/catalogue/listing';

/** The serialisers the listing route makes, from an instance with the app's schemas (closed by `close`). */
export async function routeSerializers(): Promise<{
  serializers: ListingSerializers;
  close: () => Promise<void>;
}> {
  const app = Fastify({ logger: false });
  for (const schema of sharedSchemas) app.addSchema(schema);
  let serializers: ListingSerializers | undefined;
  app.get('/listing', { schema: { response: { 200: productListAnswer } } }, async (_request, reply) => {
    serializers = listingSerializers(reply);
    return { products: [], page: 1, pages: 1, total: 0, limit: 10 };
  });
  await app.inject({ method: 'GET', url: '/listing' });
  if (!serializers) throw new Error('the listing route made no serialisers');
  return { serializers, close: () => app.close() };
}

/** The listing's answer, parsed: by SQL, or through `search` when it can answer. */
export async function listing(
  db: Database,
  serializers: ListingSerializers,
  query: ProductListQuery,
  options: { searchMatchCap?: number; search?: CatalogueSearch } = {},
): Promise<ProductListResponse> {
  const text = await new ProductListing(db, options).json(query, serializers);
  return JSON.parse(String(text)) as ProductListResponse;
}
