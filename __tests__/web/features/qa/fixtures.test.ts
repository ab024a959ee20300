// The named snapshots the browser journeys start from must stay importable by the shop as it is now.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSnapshot } from '../../../../src/features/qa/snapshot';

const dir = join(__dirname, '../../../../e2e/snapshots');
const files = readdirSync(dir).filter((name) => name.endsWith('.json'));

describe('e2e snapshot fixtures', () => {
  it('include the four named starting states', () => {
    expect(files.sort()).toEqual([
      'arabic-with-filters.json',
      'empty.json',
      'full-cart-discounted.json',
      'signed-in-with-orders.json',
    ]);
  });

  it.each(files)('%s is a valid snapshot of the current format', (name) => {
    const text = readFileSync(join(dir, name), 'utf8');
    expect(() => parseSnapshot(text)).not.toThrow();
  });
});
