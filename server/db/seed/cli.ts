// npm run seed [-- --products N] [-- --artwork]: seeds the configured database; N adds synthetic products.
import { join } from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { writeArtwork } from './artwork';
import { SEED_CATEGORIES, SEED_PRODUCTS } from './catalogue';
import { prepareDatabase, seedSynthetic } from './index';
import { seedModels } from './variants';

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--artwork')) {
    writeArtwork(
      join(__dirname, '..', '..', '..', 'public'),
      seedModels(SEED_PRODUCTS),
      Object.fromEntries(SEED_CATEGORIES.map((c) => [c.slug, c.kind])),
    );
    console.log(`wrote artwork for ${SEED_PRODUCTS.length} models and ${SEED_CATEGORIES.length} categories`);
    return;
  }
  const index = args.indexOf('--products');
  const extra = index >= 0 ? Number(args[index + 1]) : 0;
  if (!Number.isInteger(extra) || extra < 0)
    throw new Error('--products needs a whole number, e.g. --products 100000');
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const result = await prepareDatabase(database, config);
    console.log(
      `catalogue ${result.catalogue ? 'seeded' : 'already present'}; staff ${result.staff ? 'created' : 'already present'}`,
    );
    if (extra > 0) {
      const started = Date.now();
      await seedSynthetic(database.db, extra, (done) =>
        process.stdout.write(`\r${done} / ${extra} products`),
      );
      console.log(`\nadded ${extra} synthetic products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
