// POST /api/staff/images and GET /uploads/*: photos checked by their content, re-encoded to WebP in the shop's sizes
// without metadata, served for a year; a refused or failed upload leaves no file and no row. Products and categories
// then name them in their own saves, and the shop shows them at once.
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  IMAGE_SIZES,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_WIDTHS,
  type BackOfficeProduct,
  type Category,
  type Product,
  type UploadedImage,
} from '../../../src/contract';
import { activityLog } from '../../../server/db/schema';
import { json, managerToken } from '../../support/server/api';
import { as, productInput, rowCounts } from '../../support/server/backOffice';
import { createTestApp, type TestApp } from '../../support/server/harness';
import {
  filesIn,
  MIME,
  photo,
  photoForm,
  upload,
  uploadRequest,
  type PhotoFormat,
} from '../../support/server/photos';

describe('photo uploads', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // The catalogue's answer cache stays on (3 s): a save must still show in the shop at once.
    t = await createTestApp();
    token = await managerToken(t.app);
  });
  afterAll(() => t.close());

  const uploaded = (res: { json(): unknown }) => (res.json() as { data: UploadedImage }).data;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const uploads = () => filesIn(t.config.uploadsDir);

  /** Refused: the status, `{ message, errors: { image } }`, and nothing written (no file, no activity row). */
  async function expectRefused(
    send: () => Promise<{ statusCode: number; json(): unknown }>,
    status: number,
    message: RegExp,
  ) {
    const files = uploads();
    const rows = await rowCounts(t.database);
    const res = await send();
    expect(res.statusCode).toBe(status);
    const body = res.json() as { message: string; errors: Record<string, string> };
    expect(body.message).toMatch(message);
    expect(body.errors).toEqual({ image: body.message });
    expect(uploads()).toEqual(files);
    expect(await rowCounts(t.database)).toEqual(rows);
  }

  describe.each<[PhotoFormat, string]>([
    ['jpeg', 'shop-front.jpg'],
    ['png', 'screen.png'],
    ['webp', 'box.webp'],
  ])('a %s photo', (format, name) => {
    let image: UploadedImage;
    beforeAll(async () => {
      const res = await upload(
        t.app,
        token,
        await photo(format, { width: 640, height: 480 }),
        name,
        MIME[format],
      );
      expect(res.statusCode).toBe(201);
      image = uploaded(res);
    });

    it('is answered with its content address and every size', () => {
      expect(image).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        url: `/uploads/${image.id}-480.webp`,
        sizes: {
          thumb: `/uploads/${image.id}-160.webp`,
          card: `/uploads/${image.id}-480.webp`,
          gallery: `/uploads/${image.id}-800.webp`,
          large: `/uploads/${image.id}-1200.webp`,
        },
        width: 640,
        height: 480,
      });
    });

    it.each(IMAGE_SIZES)('is served as a 4:3 WebP %s, cached for a year, without metadata', async (size) => {
      const res = await get(image.sizes[size]);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({
        format: 'webp',
        width: IMAGE_WIDTHS[size],
        height: (IMAGE_WIDTHS[size] * 3) / 4,
      });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    });
  });

  it('turns a photo upright by its EXIF orientation, then drops its EXIF and colour profile', async () => {
    // Stored 600 × 400 with orientation 6 (turned a quarter): upright it is 400 wide, 600 high.
    const bytes = await photo('jpeg', { width: 600, height: 400, orientation: 6, exif: true });
    const original = await sharp(bytes).metadata();
    expect(original).toMatchObject({ orientation: 6, exif: expect.any(Buffer), icc: expect.any(Buffer) });
    const res = await upload(t.app, token, bytes, 'turned.jpg');
    expect(res.statusCode).toBe(201);
    const image = uploaded(res);
    expect(image).toMatchObject({ width: 400, height: 600 });
    for (const size of IMAGE_SIZES) {
      const file = (await get(image.sizes[size])).rawPayload;
      const meta = await sharp(file).metadata();
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(file.includes('Nour Photographer')).toBe(false);
    }
    // Upright, the portrait photo sits in the middle of the 4:3 box: its sides are transparent, its middle is not.
    const { data, info } = await sharp((await get(image.sizes.large)).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(info.channels).toBe(4);
    expect(alphaAt(10, 450)).toBe(0);
    expect(alphaAt(1190, 450)).toBe(0);
    expect(alphaAt(600, 450)).toBe(255);
  });

  it('records every upload in the activity log, the same photo twice under one address', async () => {
    const bytes = await photo('png', { width: 500, height: 500 });
    const first = uploaded(await upload(t.app, token, bytes, 'square.png', 'image/png'));
    const files = uploads();
    const again = await upload(t.app, token, bytes, 'square-again.png', 'image/png');
    expect(again.statusCode).toBe(201);
    expect(uploaded(again)).toEqual(first);
    expect(uploads()).toEqual(files);
    const rows = await t.database.db.select().from(activityLog).where(eq(activityLog.entityId, first.id));
    expect(rows.map((row) => [row.action, row.entity])).toEqual([
      ['image.upload', 'image'],
      ['image.upload', 'image'],
    ]);
    expect(rows.map((row) => (row.after as { fileName: string }).fileName).sort()).toEqual([
      'square-again.png',
      'square.png',
    ]);
    expect(rows[0]!.after).toMatchObject({
      id: first.id,
      width: 500,
      height: 500,
      format: 'png',
      url: first.url,
    });
    const log = await as(t.app, token, {
      method: 'GET',
      url: `/api/staff/activity?entity=image&entityId=${first.id}`,
    });
    expect(json(log).data).toHaveLength(2);
  });

  it('keeps no bidirectional or other control character of a file name in the activity log', async () => {
    // Shown as "photo-gpj.exe" would read "photo-exe.jpg"; isolates, embeddings and a DEL hide in it too.
    const name = 'photo-\u202egpj.exe\u2066\u202a\u2069\u007f.png';
    const res = await upload(
      t.app,
      token,
      await photo('png', { width: 333, height: 250 }),
      name,
      'image/png',
    );
    expect(res.statusCode).toBe(201);
    const { id } = uploaded(res);
    const log = await as(t.app, token, {
      method: 'GET',
      url: `/api/staff/activity?entity=image&entityId=${id}`,
    });
    expect(log.statusCode).toBe(200);
    const entries = json<{ data: { after: { fileName: string } }[] }>(log).data;
    expect(entries.map((entry) => entry.after.fileName)).toEqual(['photo-gpj.exe.png']);
  });

  describe('refused, leaving nothing behind', () => {
    it('answers 413 naming the field to a 30 MB upload', async () => {
      const big = Buffer.alloc(30 * 1024 * 1024, 7);
      big.set([0xff, 0xd8, 0xff, 0xe0]);
      await expectRefused(() => upload(t.app, token, big), 413, /larger than 10 MB/);
    });

    it('answers 413 to a photo just over the limit (counted while it arrives)', async () => {
      const over = Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1, 7);
      over.set([0xff, 0xd8, 0xff, 0xe0]);
      await expectRefused(() => upload(t.app, token, over), 413, /larger than 10 MB/);
    });

    it.each([
      [
        'a text file named .jpg',
        Buffer.from('Dear manager, this is not a photo.\n'.repeat(20)),
        'photo.jpg',
        'image/jpeg',
      ],
      [
        'an SVG',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30"/></svg>',
        ),
        'logo.svg',
        'image/svg+xml',
      ],
      [
        'an SVG named .png',
        Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>'),
        'logo.png',
        'image/png',
      ],
    ])('answers 415 to %s', async (_what, bytes, name, type) => {
      await expectRefused(() => upload(t.app, token, bytes, name, type), 415, /Only JPEG, PNG and WebP/);
    });

    it('answers 415 to a GIF, whatever its name says', async () => {
      const gif = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#888' } })
        .gif()
        .toBuffer();
      await expectRefused(
        () => upload(t.app, token, gif, 'photo.jpg', 'image/jpeg'),
        415,
        /Only JPEG, PNG and WebP/,
      );
    });

    it('answers 400 to a photo of more than 40 megapixels, naming its size', async () => {
      const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(huge.length).toBeLessThan(IMAGE_UPLOAD_MAX_BYTES);
      await expectRefused(
        () => upload(t.app, token, huge, 'huge.png', 'image/png'),
        400,
        /8000 × 6000 pixels: at most 40 megapixels/,
      );
    });

    it('answers 400 to a damaged photo', async () => {
      const good = await photo('jpeg');
      const damaged = Buffer.concat([good.subarray(0, 40), Buffer.alloc(2000, 0x41)]);
      await expectRefused(() => upload(t.app, token, damaged), 400, /cannot be read/);
    });

    it('answers 400 to a form without a photo, or with it under another name', async () => {
      await expectRefused(
        () => t.app.inject(uploadRequest(photoForm(Buffer.from('x'), 'a.jpg', 'image/jpeg', 'file'), token)),
        400,
        /Choose a photo/,
      );
    });

    /** A photo's part as a browser frames it, under `boundary`. */
    const part = (boundary: string, bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n` +
            'Content-Type: image/jpeg\r\n\r\n',
        ),
        bytes,
      ]);
    it.each<[string, string, () => Promise<Buffer>]>([
      ['a form without a boundary', 'multipart/form-data', async () => part('x1', await photo('jpeg'))],
      [
        'a form whose closing boundary never comes',
        'multipart/form-data; boundary=x1',
        async () => part('x1', await photo('jpeg')),
      ],
      [
        'a body that is not multipart under a multipart type',
        'multipart/form-data; boundary=x1',
        async () => Buffer.from(JSON.stringify({ image: 'data:image/jpeg;base64,AAAA' })),
      ],
    ])('answers 400 { message } to %s, never 500', async (_what, type, body) => {
      const payload = await body();
      await expectRefused(
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/staff/images',
            headers: { authorization: `Bearer ${token}`, 'content-type': type },
            payload,
          }),
        400,
        /could not be read as a form/,
      );
    });

    it('answers 415 to a body that is not a form', async () => {
      const res = await t.app.inject({
        ...uploadRequest(JSON.stringify({ image: 'data:image/png;base64,AAAA' }), token),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(415);
    });

    /** Makes the database refuse an upload's activity row: at once, or only when its transaction commits. */
    const TRIGGERS = {
      insert: `CREATE TRIGGER test_refuse_upload BEFORE INSERT ON activity_log
        FOR EACH ROW WHEN (NEW.entity = 'image') EXECUTE FUNCTION test_refuse_upload()`,
      commit: `CREATE CONSTRAINT TRIGGER test_refuse_upload AFTER INSERT ON activity_log DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW WHEN (NEW.entity = 'image') EXECUTE FUNCTION test_refuse_upload()`,
    };
    it.each([
      ['its activity row is refused (its files written, not yet in place)', 'insert'],
      ['its transaction fails at the commit (its files already in place)', 'commit'],
    ] as const)('keeps no file and no row when %s', async (_when, trigger) => {
      await t.database.db.execute(
        sql.raw(`CREATE FUNCTION test_refuse_upload() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'refused by the test'; END $$`),
      );
      await t.database.db.execute(sql.raw(TRIGGERS[trigger]));
      try {
        const files = uploads();
        const rows = await rowCounts(t.database);
        const res = await upload(
          t.app,
          token,
          await photo('jpeg', { width: 333, height: trigger === 'insert' ? 222 : 223 }),
        );
        expect(res.statusCode).toBe(500);
        expect(uploads()).toEqual(files);
        expect(await rowCounts(t.database)).toEqual(rows);
      } finally {
        await t.database.db.execute(sql.raw('DROP TRIGGER test_refuse_upload ON activity_log'));
        await t.database.db.execute(sql.raw('DROP FUNCTION test_refuse_upload()'));
      }
    });
  });

  describe('served files', () => {
    it('answers 404 for an unknown upload and for anything that is not an upload’s name', async () => {
      for (const url of [
        `/uploads/${'0'.repeat(32)}-480.webp`,
        `/uploads/${'0'.repeat(32)}-481.webp`,
        '/uploads/..%2Fjwt-secret',
        '/uploads/.tmp',
      ]) {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: expect.any(String) });
      }
    });
  });

  describe('in products and categories', () => {
    let categories: Category[];
    beforeAll(async () => {
      categories = json(await get('/api/category')).categories;
    });
    const save = (method: 'POST' | 'PUT', url: string, payload: object) =>
      as(t.app, token, { method, url, payload });

    it('shows a product’s uploaded photos in the shop at once, in the order saved', async () => {
      const a = uploaded(await upload(t.app, token, await photo('jpeg', { width: 801, height: 600 })));
      const b = uploaded(
        await upload(t.app, token, await photo('webp', { width: 802, height: 600 }), 'b.webp', 'image/webp'),
      );
      const created = await save(
        'POST',
        '/api/staff/products',
        productInput(categories[0]!._id, { images: [a.url] }),
      );
      expect(created.statusCode).toBe(201);
      const product = json<{ data: BackOfficeProduct }>(created).data;
      // Read by the shop (and kept in its answer cache) before the reorder.
      expect(json(await get(`/api/product/${product._id}`)).product.images).toEqual([a.url]);
      const images = [b.url, '/images/products/quasarbook.svg', a.url];
      const saved = await save('PUT', `/api/staff/products/${product._id}`, {
        ...productInput(categories[0]!._id, { images }),
        version: product.version,
      });
      expect(saved.statusCode).toBe(200);
      expect(json(await get(`/api/product/${product._id}`)).product.images).toEqual(images);
      const listed = json<{ products: Product[] }>(
        await get(`/api/product?category=${categories[0]!._id}&limit=100`),
      ).products.find((p) => p._id === product._id);
      expect(listed?.images).toEqual(images);
    });

    it.each([
      [
        'an upload that is not on the server',
        () => [`/uploads/${'a'.repeat(32)}-480.webp`],
        'images[0]',
        /not on the server/,
      ],
      [
        'an address elsewhere',
        () => ['https://elsewhere.example/phone.jpg'],
        'images[0]',
        /shows only photos uploaded/,
      ],
      [
        'a path out of the artwork folder',
        () => ['/images/../jwt-secret.svg'],
        'images[0]',
        /shows only photos uploaded/,
      ],
      ['the same photo twice', () => ['/images/products/a.svg', '/images/products/a.svg'], 'images', /twice/],
    ])('refuses %s with 400 naming the field, saving nothing', async (_what, images, field, message) => {
      const rows = await rowCounts(t.database);
      const res = await save(
        'POST',
        '/api/staff/products',
        productInput(categories[0]!._id, { images: images() }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toMatch(message);
      expect(await rowCounts(t.database)).toEqual(rows);
    });

    it('gives a category an uploaded image the shop shows at once; refuses one that is not uploaded', async () => {
      const image = uploaded(
        await upload(t.app, token, await photo('png', { width: 640, height: 400 }), 'c.png', 'image/png'),
      );
      const staffList = json(await as(t.app, token, { method: 'GET', url: '/api/staff/categories' })).data;
      const category = staffList[0];
      const body = {
        slug: category.slug,
        name: category.name,
        nameAr: category.nameAr,
        version: category.version,
      };
      const missing = await save('PUT', `/api/staff/categories/${category._id}`, {
        ...body,
        image: `/uploads/${'b'.repeat(32)}-480.webp`,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ image: 'This photo is not on the server: upload it again' });
      expect(json(await get('/api/category')).categories[0].image).toBe(category.image);
      const saved = await save('PUT', `/api/staff/categories/${category._id}`, { ...body, image: image.url });
      expect(saved.statusCode).toBe(200);
      expect(json(await get('/api/category')).categories[0].image).toBe(image.url);
    });
  });
});
