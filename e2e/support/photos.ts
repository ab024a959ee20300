// Photos for the journeys, made by sharp (no fixture files): JPEGs a manager uploads with the "Choose photos" button
// (Playwright's setInputFiles) or drops on the drop zone (a real drop event carrying the files).
import type { Locator } from '@playwright/test';
import sharp from 'sharp';

export interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** `count` different JPEGs, `width` × `height`: each its own colours, a light band across (so a turn would show). */
export async function photoFiles(count = 2, width = 1200, height = 900): Promise<PhotoFile[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const hue = (n * 97) % 360;
      const buffer = await sharp({
        create: { width, height, channels: 3, background: `hsl(${hue}, 60%, 45%)` },
      })
        .composite([
          {
            input: { create: { width, height: Math.round(height / 5), channels: 3, background: '#f8fafc' } },
            left: 0,
            top: Math.round(height / 3),
          },
        ])
        .jpeg({ quality: 85 })
        .toBuffer();
      return { name: `photo-${n + 1}.jpg`, mimeType: 'image/jpeg', buffer };
    }),
  );
}

/**
 * Chooses `files` with the gallery's file input (the one behind "Choose photos"; `scope` is the form, or the
 * category form's image group).
 */
export async function choosePhotos(scope: Locator, files: PhotoFile[]): Promise<void> {
  await scope.locator('input[type="file"]').setInputFiles(files);
}

/** Drops `files` on `zone` as a browser does: dragenter, dragover and drop with a DataTransfer holding them. */
export async function dropPhotos(zone: Locator, files: PhotoFile[]): Promise<void> {
  const payload = files.map((file) => ({
    name: file.name,
    mimeType: file.mimeType,
    base64: file.buffer.toString('base64'),
  }));
  const dataTransfer = await zone.page().evaluateHandle((items) => {
    const transfer = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (ch) => ch.charCodeAt(0));
      transfer.items.add(new File([bytes], item.name, { type: item.mimeType }));
    }
    return transfer;
  }, payload);
  for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer });
}
