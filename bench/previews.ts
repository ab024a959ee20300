/*
 * Link-preview pictures (GET /og/…): the server's CPU time for one request for an uploaded photo's preview nobody
 * asked for before (a cold preview, what a stranger cycling through the shop's photos gets), and for one asked again.
 * In-process (app.inject) on an empty PGlite data directory: the uploads go through the back office's route.
 *   npm run bench:previews   (BENCH_PHOTOS sets how many photos, 20 by default)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../server/app';
import { everyRateLimit, loadConfig } from '../server/config';
import { openPglite } from '../server/db/client';
import { prepareDatabase } from '../server/db/seed/index';
import { previewPath } from '../server/seo/previewImages';
import type { UploadedImage } from '../src/contract';
import { printTable, round } from './lib/report';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 20);

/** A 1600 × 1200 JPEG with some detail (a gradient under noise), different for every `n`. */
async function photoBytes(n: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: (n * 37) % 256, g: 90, b: 160 } },
  })
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const cpuSeconds = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1e6;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-previews-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    {
      rateLimits: everyRateLimit({ max: 1_000_000, timeWindow: 60_000 }),
      codConfirmHours: 0,
      mailWorker: false,
    },
  );
  const database = await openPglite();
  await prepareDatabase(database, config);
  const app = await buildApp({
    config,
    database,
    mailer: { async send() {}, close() {} },
    logger: false,
  });
  try {
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: config.managerEmail, password: config.managerPassword },
    });
    const token = (login.json() as { response: { token: string } }).response.token;
    const photos: UploadedImage[] = [];
    let uploadCpu = 0;
    for (let n = 0; n < PHOTOS; n += 1) {
      const form = new FormData();
      form.append(
        'image',
        new Blob([new Uint8Array(await photoBytes(n))], { type: 'image/jpeg' }),
        `p${n}.jpg`,
      );
      const before = process.cpuUsage();
      const res = await app.inject({
        method: 'POST',
        url: '/api/staff/images',
        headers: { authorization: `Bearer ${token}` },
        payload: form,
      });
      uploadCpu += cpuSeconds(process.cpuUsage(before));
      if (res.statusCode !== 201) throw new Error(`upload ${n}: ${res.statusCode} ${res.body}`);
      photos.push((res.json() as { data: UploadedImage }).data);
    }
    const measure = async (label: string, urls: string[]) => {
      const before = process.cpuUsage();
      for (const url of urls) {
        const res = await app.inject({ method: 'GET', url });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      }
      const seconds = cpuSeconds(process.cpuUsage(before));
      return { case: label, requests: urls.length, 'CPU s / request': round(seconds / urls.length, 4) };
    };
    const sizes = ['thumb', 'card', 'gallery', 'large'] as const;
    const rows = [
      await measure(
        'first request for each photo',
        photos.map((p) => previewPath(p.sizes.large)!),
      ),
      // The same photos under their other sizes' addresses: a cache keyed by the address misses here.
      await measure(
        'the same photos under their 3 other addresses',
        photos.flatMap((p) => sizes.slice(0, 3).map((size) => previewPath(p.sizes[size])!)),
      ),
      await measure(
        'asked again',
        photos.map((p) => previewPath(p.sizes.large)!),
      ),
    ];
    printTable('Link-preview pictures: server CPU per request (in-process)', rows);
    console.log(`upload, CPU s per photo: ${round(uploadCpu / PHOTOS, 3)}`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
