// Every SVG the shop serves from public/ is already svgo-optimal (svgo, with the options of `npm run optimize:svg`,
// would not change a byte), and the seeded artwork in public/images is exactly what writeArtwork() generates now.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { optimize } from 'svgo';
import { SVGO_OPTIONS, writeArtwork } from '../../server/db/seed/artwork';
import { seedModels } from '../../server/db/seed/variants';
import { SEED_CATEGORIES, SEED_PRODUCTS } from '../../server/db/seed/catalogue';

const publicDir = join(__dirname, '..', '..', 'public');

function svgsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return svgsUnder(path);
    return entry.name.endsWith('.svg') ? [path] : [];
  });
}

describe('the SVGs in public/', () => {
  const files = svgsUnder(publicDir);

  it('include the favicon, the site images, the categories and the products', () => {
    const names = files.map((file) => relative(publicDir, file));
    expect(names).toContain('favicon.svg');
    expect(names).toContain(join('images', 'site', 'hero.svg'));
    expect(names.filter((name) => name.startsWith(join('images', 'categories')))).toHaveLength(
      SEED_CATEGORIES.length,
    );
    expect(names.filter((name) => name.startsWith(join('images', 'products'))).length).toBeGreaterThan(0);
  });

  it('are what svgo makes of them (run `npm run optimize:svg` after adding or editing one)', () => {
    const notOptimal = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return optimize(text, { ...SVGO_OPTIONS, path: file }).data !== text;
    });
    expect(notOptimal.map((file) => relative(publicDir, file))).toEqual([]);
  });

  it("draw each partner's logo with a mark of its own beside its name", () => {
    const partners = files.filter((file) => /partner-[a-z-]+\.svg$/.test(file));
    expect(partners.length).toBeGreaterThanOrEqual(6);
    const marks = partners.map((file) =>
      readFileSync(file, 'utf8')
        .replace(/<text[^>]*>.*?<\/text>/, '')
        .replace(/^<svg[^>]*><rect[^>]*\/>/, ''),
    );
    expect(new Set(marks).size).toBe(partners.length);
    for (const mark of marks) expect(mark.length).toBeGreaterThan(120);
  });
});

describe('the seeded artwork', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'artwork-'));
    writeArtwork(
      dir,
      seedModels(SEED_PRODUCTS),
      Object.fromEntries(SEED_CATEGORIES.map((c) => [c.slug, c.kind])),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives every model pictures of its own: no two products share a file or a drawing', () => {
    const files = SEED_PRODUCTS.flatMap((p) => p.images);
    expect(new Set(files).size).toBe(files.length);
    for (const p of SEED_PRODUCTS) expect(p.images).toHaveLength(3);
    // Not only the file names: each front view is a different drawing.
    const fronts = SEED_PRODUCTS.map((p) => readFileSync(join(dir, p.images[0]!), 'utf8'));
    expect(new Set(fronts).size).toBe(SEED_PRODUCTS.length);
  });

  it('keeps each picture small', () => {
    for (const file of svgsUnder(join(dir, 'images', 'products')))
      expect({ file: relative(dir, file), small: readFileSync(file).length < 4096 }).toEqual({
        file: relative(dir, file),
        small: true,
      });
  });

  it('is generated optimised and identical to the files in public/images (`npm run seed -- --artwork`)', () => {
    const generated = svgsUnder(join(dir, 'images'));
    expect(generated.length).toBeGreaterThan(SEED_CATEGORIES.length);
    // No picture of a model the seed no longer has is left behind.
    expect(
      svgsUnder(join(publicDir, 'images', 'products'))
        .map((file) => relative(publicDir, file))
        .sort(),
    ).toEqual(
      svgsUnder(join(dir, 'images', 'products'))
        .map((file) => relative(dir, file))
        .sort(),
    );
    for (const file of generated) {
      const name = relative(dir, file);
      expect({ name, svg: readFileSync(file, 'utf8') }).toEqual({
        name,
        svg: readFileSync(join(publicDir, name), 'utf8'),
      });
    }
  });
});
