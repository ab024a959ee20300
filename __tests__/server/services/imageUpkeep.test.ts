// The uploads' bounds, through the real routes with the clock moved (never slept): a daily cap per manager, answered
// 429 in the manager's language with when to come back; and the sweep that deletes photos nothing names once they
// are older than the grace period, never one a product, a category or an order shows, nor a younger one.
import type { BackOfficeProduct, Category, UploadedImage } from '../../../src/contract';
import { json, managerToken, placeOrder, register } from '../../support/server/api';
import { as, productInput } from '../../support/server/backOffice';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  createTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from '../../support/server/harness';
import { describeWith, POSTGRES, POSTGRES_URL } from '../../support/server/services';
import { filesIn, photo, photoForm, upload, uploadedPhoto, uploadRequest } from '../../support/server/photos';

const HOUR = 3_600_000;

describe('the daily upload cap', () => {
  let t: TestApp;
  let clock = Date.parse('2026-11-27T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, config: { uploadsPerDay: 2 } });
  });
  afterAll(() => t.close());

  /** Uploads the `n`th photo of the suite (each a different one) in `lang`. */
  const send = async (token: string, n: number, lang = 'en') => {
    const request = uploadRequest(
      photoForm(await photo('jpeg', { width: 300 + n, height: 200 }), `cap-${n}.jpg`, 'image/jpeg'),
      token,
    );
    return t.app.inject({ ...request, headers: { ...request.headers, 'accept-language': lang } });
  };

  it('refuses a manager’s upload past the cap with 429 in their language and when to come back; not another manager’s', async () => {
    const first = await managerToken(t.app);
    expect((await send(first, 1)).statusCode).toBe(201);
    clock += HOUR;
    const second = await managerToken(t.app);
    expect((await send(second, 2)).statusCode).toBe(201);
    clock += HOUR;
    const token = await managerToken(t.app);
    const files = filesIn(t.config.uploadsDir);
    for (const [lang, message] of [
      ['en', 'You have uploaded the most photos allowed in 24 hours (2): try again later'],
      ['ar', 'رفعت الحد الأقصى من الصور المسموح به خلال 24 ساعة (2): حاول مرة أخرى لاحقًا'],
    ] as const) {
      const refused = await send(token, 3, lang);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message, errors: { image: message } });
      // The first upload leaves the 24 hours in 22 hours.
      expect(refused.headers['retry-after']).toBe(String(22 * 3600));
    }
    expect(filesIn(t.config.uploadsDir)).toEqual(files);

    // Another manager has their own count.
    const other = await as(t.app, token, {
      method: 'POST',
      url: '/api/staff/accounts',
      payload: {
        name: 'Second Manager',
        email: 'second.manager@store.com',
        phone: '01012345678',
        password: 'Second@Manager_2026',
        role: 'manager',
      },
    });
    expect(other.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'second.manager@store.com', password: 'Second@Manager_2026' },
    });
    expect((await send(json(login).response.token, 4)).statusCode).toBe(201);

    // A day after the first upload, there is room for one more.
    clock += 22 * HOUR + 1000;
    const later = await managerToken(t.app);
    expect((await send(later, 5)).statusCode).toBe(201);
    expect((await send(later, 6)).statusCode).toBe(429);
  });
});

describe('the sweep of unused uploads', () => {
  let t: TestApp;
  let clock = Date.parse('2026-11-27T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, config: { uploadGraceHours: 24 } });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  /** Whether the photo's every size and its link preview are still answered (or none of them). */
  async function served(image: UploadedImage): Promise<boolean> {
    const urls = [...Object.values(image.sizes), `/og/v1${image.url}.jpg`];
    const statuses = await Promise.all(urls.map(async (url) => (await get(url)).statusCode));
    expect(new Set(statuses).size).toBe(1);
    return statuses[0] === 200;
  }

  it('deletes a photo nothing names once it is older than the grace period, and no other', async () => {
    let manager = await managerToken(t.app);
    const category = json<{ categories: Category[] }>(await get('/api/category')).categories[0]!;
    const onProduct = await uploadedPhoto(t.app, manager);
    const onCategory = await uploadedPhoto(t.app, manager);
    const inOrder = await uploadedPhoto(t.app, manager);
    const unused = await uploadedPhoto(t.app, manager);

    const created = await as(t.app, manager, {
      method: 'POST',
      url: '/api/staff/products',
      payload: productInput(category._id, { images: [onProduct.url] }),
    });
    expect(created.statusCode).toBe(201);
    const staffCategory = json(
      await as(t.app, manager, { method: 'GET', url: '/api/staff/categories' }),
    ).data.find((c: { _id: string }) => c._id === category._id);
    const saved = await as(t.app, manager, {
      method: 'PUT',
      url: `/api/staff/categories/${category._id}`,
      payload: {
        slug: staffCategory.slug,
        name: staffCategory.name,
        nameAr: staffCategory.nameAr,
        version: staffCategory.version,
        image: onCategory.url,
      },
    });
    expect(saved.statusCode).toBe(200);
    // A product sold with a photo, then given another: only the order still shows the first.
    const sold = json<{ data: BackOfficeProduct }>(
      await as(t.app, manager, {
        method: 'POST',
        url: '/api/staff/products',
        payload: productInput(category._id, { name: 'Sold Phone', images: [inOrder.url] }),
      }),
    ).data;
    const shopper = await register(t.app);
    await placeOrder(t.app, shopper.token, sold._id);
    const replaced = await as(t.app, manager, {
      method: 'PUT',
      url: `/api/staff/products/${sold._id}`,
      payload: {
        ...productInput(category._id, { name: 'Sold Phone', images: ['/images/products/quasarbook.svg'] }),
        version: sold.version,
      },
    });
    expect(replaced.statusCode).toBe(200);

    // Within the grace period nothing goes.
    clock += 24 * HOUR - 60_000;
    expect(await t.app.sweepUploads()).toBe(0);
    for (const image of [onProduct, onCategory, inOrder, unused]) expect(await served(image)).toBe(true);
    manager = await managerToken(t.app);
    const young = await uploadedPhoto(t.app, manager);

    clock += 2 * 60_000;
    expect(await t.app.sweepUploads()).toBe(1);
    expect(await served(unused)).toBe(false);
    for (const image of [onProduct, onCategory, inOrder, young]) expect(await served(image)).toBe(true);
    expect(filesIn(t.config.uploadsDir).some((name) => name.startsWith(unused.id))).toBe(false);

    clock += 24 * HOUR;
    expect(await t.app.sweepUploads()).toBe(1);
    expect(await served(young)).toBe(false);
    for (const image of [onProduct, onCategory, inOrder]) expect(await served(image)).toBe(true);
  });

  it('keeps a photo uploaded again within the grace period', async () => {
    const manager = await managerToken(t.app);
    const bytes = await photo('png', { width: 350, height: 260 });
    const first = json<{ data: UploadedImage }>(
      await upload(t.app, manager, bytes, 'again.png', 'image/png'),
    ).data;
    clock += 20 * HOUR;
    const again = await upload(t.app, await managerToken(t.app), bytes, 'again.png', 'image/png');
    expect(again.statusCode).toBe(201);
    clock += 20 * HOUR;
    expect(await t.app.sweepUploads()).toBe(0);
    expect(await served(first)).toBe(true);
    clock += 5 * HOUR;
    expect(await t.app.sweepUploads()).toBe(1);
    expect(await served(first)).toBe(false);
  });
});

describeWith([POSTGRES], 'a product saved with a photo while the sweep deletes it', () => {
  let t: TestApp;
  let database: TestDatabase;
  let clock = Date.parse('2026-11-27T08:00:00Z');
  beforeAll(async () => {
    database = await createTestDatabase(POSTGRES_URL);
    t = await createTestApp({ now: () => clock, config: { uploadGraceHours: 24 }, database });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('refuses the save once the photo is gone, never keeping a product whose photo was deleted', async () => {
    const manager = await managerToken(t.app);
    const category = json<{ categories: Category[] }>(
      await t.app.inject({ method: 'GET', url: '/api/category' }),
    ).categories[0]!;
    const unused = await uploadedPhoto(t.app, manager);
    clock += 25 * HOUR;
    const token = await managerToken(t.app);

    // Another session holds the products table, so the sweep stops between finding the photo unnamed and deleting
    // it, and the save reaches the database meanwhile: the moment in which the two used to cross.
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('lock table products in access exclusive mode');
      /** Waits until `n` sessions of this database wait for a lock. */
      const waiting = async (n: number) => {
        for (let tries = 0; tries < 400; tries += 1) {
          const { rows } = await other.query<{ n: number }>(
            `select count(*)::int as n from pg_locks
             where not granted and database = (select oid from pg_database where datname = current_database())`,
          );
          if (rows[0]!.n >= n) return;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        throw new Error(`fewer than ${n} sessions came to wait`);
      };
      const sweeping = t.app.sweepUploads();
      await waiting(1);
      const saving = as(t.app, token, {
        method: 'POST',
        url: '/api/staff/products',
        payload: productInput(category._id, { name: 'Crossing Phone', images: [unused.url] }),
      });
      // The save waits too: on the table, or on the sweep.
      await waiting(2);
      await other.query('commit');

      expect(await sweeping).toBe(1);
      const saved = await saving;
      expect(saved.statusCode).toBe(400);
      expect(saved.json().errors).toEqual({ 'images[0]': expect.any(String) });
    } finally {
      await other.end();
    }
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from products where name = 'Crossing Phone'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows).toEqual([{ n: 0 }]);
  });
});
