// The product form's photos: chosen or dropped photos uploaded one after another with their progress, a refused one's
// reason from the server next to the field, Move earlier / Move later / Remove by keyboard with focus kept, and the
// order arranged saved with the product; in Arabic too. The network is MSW's.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../../support/web/server';
import type { BackOfficeProduct, ProductInput } from '../../../../src/contract/backOffice';
import type { UploadedImage } from '../../../../src/contract/images';
import { category, product, stateAs } from './backOfficeFixtures';

setupMswServer();

const SEEDED = '/images/products/probook-1.svg';
/** What the server answers for an upload: an id made from the file's name. */
function uploadedAs(name: string): UploadedImage {
  const id = Array.from(
    { length: 32 },
    (_, i) => 'abcdef0123456789'[(name.charCodeAt(i % name.length) + i) % 16],
  ).join('');
  const sizes = {
    thumb: `/uploads/${id}-160.webp`,
    card: `/uploads/${id}-480.webp`,
    gallery: `/uploads/${id}-800.webp`,
    large: `/uploads/${id}-1200.webp`,
  };
  return { id, url: sizes.card, sizes, width: 1200, height: 900 };
}

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });

function photosApi(start: BackOfficeProduct = product({ images: [SEEDED] })) {
  const sent: { uploads: { field: string; name: string }[]; updated: ProductInput[] } = {
    uploads: [],
    updated: [],
  };
  let release: (() => void) | undefined;
  let held: Promise<void> | undefined;
  server.use(
    ...emptyCatalogue,
    http.get(api('/staff/categories'), () => HttpResponse.json({ data: [category()] })),
    http.get(api('/staff/products/:id'), () => HttpResponse.json({ data: start })),
    http.get(api('/staff/products/:id/stock'), () => HttpResponse.json({ data: [] })),
    http.put(api('/staff/products/:id'), async ({ request }) => {
      const body = (await request.json()) as ProductInput;
      sent.updated.push(body);
      return HttpResponse.json({ data: { ...start, ...body, version: start.version + 1 } });
    }),
    http.post(api('/staff/images'), async ({ request }) => {
      const form = await request.formData();
      const [field, file] = [...form.entries()][0] as [string, File];
      sent.uploads.push({ field, name: file.name });
      if (held) await held;
      if (file.name === 'notes.jpg') {
        const message = 'Only JPEG, PNG and WebP photos can be uploaded';
        return HttpResponse.json({ message, errors: { image: message } }, { status: 415 });
      }
      return HttpResponse.json({ data: uploadedAs(file.name) }, { status: 201 });
    }),
  );
  return {
    sent,
    /** Uploads wait until release() (to see them in progress). */
    hold() {
      held = new Promise((resolve) => (release = resolve));
    },
    release: () => release?.(),
  };
}

/** The photos listed, as their thumbnails' addresses. */
const photoList = () => screen.getByRole('list', { name: 'Photos, in the order the shop shows them' });
const listed = () =>
  within(photoList())
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

const chooser = () => screen.getByLabelText('Choose photos', { selector: 'input' });

describe('product photos', () => {
  it('uploads the chosen photos one after another, then saves them in the order arranged', async () => {
    const user = userEvent.setup();
    const kit = photosApi();
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager') });
    const button = await screen.findByRole('button', { name: 'Choose photos' });
    expect(button).toBeVisible();
    expect(chooser()).toHaveAttribute('type', 'file');
    expect(chooser()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(chooser()).toHaveAttribute('multiple');
    expect(listed()).toEqual([SEEDED]);

    kit.hold();
    await user.upload(chooser(), [jpeg('front.jpg'), jpeg('back.jpg')]);
    expect(await screen.findByText('Uploading photo 1 of 2…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
    kit.release();
    expect(await screen.findByText('2 photos added')).toBeInTheDocument();
    expect(kit.sent.uploads).toEqual([
      { field: 'image', name: 'front.jpg' },
      { field: 'image', name: 'back.jpg' },
    ]);
    const front = uploadedAs('front.jpg');
    const back = uploadedAs('back.jpg');
    expect(listed()).toEqual([SEEDED, front.sizes.thumb, back.sizes.thumb]);
    expect(screen.getByRole('img', { name: 'Photo 3' })).toHaveAttribute(
      'srcset',
      expect.stringContaining('160w'),
    );

    // Move the last photo earlier with the keyboard: it is photo 2 now, and its button keeps the focus.
    screen.getByRole('button', { name: 'Move earlier, photo 3' }).focus();
    await user.keyboard('{Enter}');
    expect(listed()).toEqual([SEEDED, back.sizes.thumb, front.sizes.thumb]);
    expect(screen.getByRole('button', { name: 'Move earlier, photo 2' })).toHaveFocus();
    expect(screen.getByText('Photo moved to place 2')).toBeInTheDocument();
    // Again: it is first, "Move earlier" is disabled, and focus moves to its "Move later".
    await user.keyboard('{Enter}');
    expect(listed()).toEqual([back.sizes.thumb, SEEDED, front.sizes.thumb]);
    expect(screen.getByRole('button', { name: 'Move earlier, photo 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move later, photo 1' })).toHaveFocus();
    expect(
      within(within(photoList()).getAllByRole('listitem')[0]!).getByText('Main photo'),
    ).toBeInTheDocument();

    // Remove the seeded picture (now photo 2): the next photo's Remove takes the focus.
    await user.click(screen.getByRole('button', { name: 'Remove, photo 2' }));
    expect(listed()).toEqual([back.sizes.thumb, front.sizes.thumb]);
    expect(screen.getByRole('button', { name: 'Remove, photo 2' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(kit.sent.updated).toHaveLength(1));
    expect(kit.sent.updated[0]).toMatchObject({ images: [back.url, front.url], version: 4 });
  });

  it('takes photos dropped on it', async () => {
    const kit = photosApi(product({ images: [] }));
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager') });
    expect(await screen.findByText('No photos yet: the shop shows a placeholder.')).toBeInTheDocument();
    const zone = screen.getByText('or drop photos here').parentElement!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    fireEvent.drop(zone, { dataTransfer: { files: [jpeg('dropped.jpg')] } });
    expect(await screen.findByText('1 photo added')).toBeInTheDocument();
    expect(kit.sent.uploads).toEqual([{ field: 'image', name: 'dropped.jpg' }]);
    expect(listed()).toEqual([uploadedAs('dropped.jpg').sizes.thumb]);
  });

  it('shows the server’s reason for a refused photo next to the field, and keeps the others', async () => {
    const user = userEvent.setup();
    photosApi();
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager') });
    await screen.findByRole('button', { name: 'Choose photos' });
    await user.upload(chooser(), [jpeg('notes.jpg'), jpeg('side.jpg')]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('notes.jpg: Only JPEG, PNG and WebP photos can be uploaded');
    expect(within(screen.getByRole('region', { name: 'Photos' })).getByRole('alert')).toBe(alert);
    expect(screen.getByText('1 photo added')).toBeInTheDocument();
    expect(listed()).toEqual([SEEDED, uploadedAs('side.jpg').sizes.thumb]);
  });

  it('shows a save’s error about a photo next to the photos', async () => {
    const user = userEvent.setup();
    photosApi();
    server.use(
      http.put(api('/staff/products/:id'), () =>
        HttpResponse.json(
          {
            message: 'This photo is not on the server: upload it again',
            errors: { 'images[0]': 'This photo is not on the server: upload it again' },
          },
          { status: 400 },
        ),
      ),
    );
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    const photos = screen.getByRole('region', { name: 'Photos' });
    expect(
      await within(photos).findByText('This photo is not on the server: upload it again'),
    ).toBeInTheDocument();
    expect(within(photos).getByRole('button', { name: 'Choose photos' })).toHaveAccessibleDescription(
      expect.stringContaining('This photo is not on the server'),
    );
  });

  it('reads in Arabic, each control’s name starting with its visible words', async () => {
    photosApi(product({ images: [SEEDED, uploadedAs('a.jpg').url] }));
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager', 'ar') });
    expect(await screen.findByRole('heading', { name: 'الصور' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اختيار صور' })).toBeVisible();
    for (const [visible, name] of [
      ['إزالة', 'إزالة، الصورة 2'],
      ['تقديم', 'تقديم، الصورة 2'],
      ['تأخير', 'تأخير، الصورة 1'],
    ] as const) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveTextContent(visible);
      expect(name.startsWith(button.textContent!)).toBe(true);
    }
  });
});
