// GET /og/v1/<picture>.jpg, the link-preview pictures: an upload's preview is made once, when the photo is uploaded,
// and every request serves that file; our artwork's is made at its first request and kept on disk; each is one file
// per source picture, whichever of its addresses is asked; one address asking too often gets 429.
import { readFileSync, rmSync, symlinkSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_SIZES, uploadFileName, type UploadedImage } from '../../../src/contract';
import { managerToken } from '../../support/server/api';
import { createTestApp, type TestApp } from '../../support/server/harness';
import { filesIn, photo, upload } from '../../support/server/photos';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('link-preview pictures', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'storefront-previews-'));
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    symlinkSync(join(__dirname, '..', '..', '..', 'public', 'images'), join(staticDir, 'images'));
    t = await createTestApp({ staticDir });
    token = await managerToken(t.app);
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, remoteAddress = '198.51.100.1') =>
    t.app.inject({ method: 'GET', url, remoteAddress });
  const previews = () => filesIn(join(t.config.uploadsDir, 'previews'));

  async function expectPreview(response: Awaited<ReturnType<typeof get>>) {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  }

  it('makes an upload’s preview with the upload, and answers that one file under every address of the photo', async () => {
    const res = await upload(t.app, token, await photo('jpeg', { width: 900, height: 700 }), 'desk.jpg');
    expect(res.statusCode).toBe(201);
    const image = (res.json() as { data: UploadedImage }).data;
    // Before anyone asks: the preview is on disk, one file for the photo.
    const made = previews().filter((name) => name.includes(image.id));
    expect(made).toHaveLength(1);
    const kept = readFileSync(join(t.config.uploadsDir, 'previews', made[0]!));

    // The photo's files gone: a preview drawn per request could not be answered; the kept one still is.
    for (const size of IMAGE_SIZES) rmSync(join(t.config.uploadsDir, uploadFileName(image.id, size)));
    // Every address of the photo, each asked from another client address: the same kept file.
    for (const [i, size] of IMAGE_SIZES.entries()) {
      const response = await get(`/og/v1${image.sizes[size]}.jpg`, `198.51.100.${10 + i}`);
      await expectPreview(response);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.rawPayload.equals(kept)).toBe(true);
    }
    expect(previews().filter((name) => name.includes(image.id))).toEqual(made);
  });

  it('makes our artwork’s preview at its first request and then answers the file kept on disk', async () => {
    const url = '/og/v1/images/products/airbook-11-core-i3-front.svg.jpg';
    const before = previews();
    const first = await get(url);
    await expectPreview(first);
    expect(first.headers['cache-control']).toBe('public, max-age=604800');
    const made = previews().filter((name) => !before.includes(name));
    expect(made).toHaveLength(1);
    const file = join(t.config.uploadsDir, 'previews', made[0]!);
    expect(readFileSync(file).equals(first.rawPayload)).toBe(true);
    // What the next request answers is that file, as it is on disk (not drawn again).
    const replaced = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    writeFileSync(file, replaced);
    const again = await get(url);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(replaced)).toBe(true);
    expect(previews()).toEqual([...before, ...made].sort());
  });

  it('answers one address asking too often 429 with when to come back, and not another address', async () => {
    const limited = await createTestApp({
      staticDir,
      config: { rateLimits: { ...t.config.rateLimits, preview: { max: 2, timeWindow: 60_000 } } },
    });
    try {
      const ask = (url: string, remoteAddress: string) =>
        limited.app.inject({ method: 'GET', url, remoteAddress });
      const url = '/og/v1/images/products/airbook-11-core-i3-front.svg.jpg';
      expect((await ask(url, '203.0.113.7')).statusCode).toBe(200);
      // Another picture counts against the same address: cycling pictures does not get round the limit.
      expect((await ask('/og/v1/images/categories/nothing.svg.jpg', '203.0.113.7')).statusCode).toBe(404);
      const refused = await ask(url, '203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: expect.any(String) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await ask(url, '203.0.113.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
