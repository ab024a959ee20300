// The categories screen: the list with product counts and archive state, create and edit with the contract's rules,
// archive and restore after a question, in both languages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../../support/web/server';
import type { BackOfficeCategory, CategoryInput } from '../../../../src/contract/backOffice';
import { category, stateAs } from './backOfficeFixtures';

setupMswServer();

const PHOTO_ID = 'c0ffee'.repeat(5) + '00';
const photo = {
  id: PHOTO_ID,
  url: `/uploads/${PHOTO_ID}-480.webp`,
  sizes: {
    thumb: `/uploads/${PHOTO_ID}-160.webp`,
    card: `/uploads/${PHOTO_ID}-480.webp`,
    gallery: `/uploads/${PHOTO_ID}-800.webp`,
    large: `/uploads/${PHOTO_ID}-1200.webp`,
  },
  width: 800,
  height: 600,
};

function categoriesApi() {
  let current: BackOfficeCategory[] = [
    category(),
    category({
      _id: 'c2',
      slug: 'phones',
      name: 'Phones',
      nameAr: 'هواتف',
      productCount: 0,
      archivedAt: '2026-01-01T00:00:00Z',
    }),
  ];
  const sent: { created: CategoryInput[]; updated: CategoryInput[]; archived: string[] } = {
    created: [],
    updated: [],
    archived: [],
  };
  server.use(
    ...emptyCatalogue,
    http.get(api('/staff/categories'), () => HttpResponse.json({ data: current })),
    http.post(api('/staff/categories'), async ({ request }) => {
      const body = (await request.json()) as CategoryInput;
      sent.created.push(body);
      const made = category({
        ...body,
        _id: 'c3',
        productCount: 0,
        version: 1,
      } as Partial<BackOfficeCategory>);
      current = [...current, made];
      return HttpResponse.json({ data: made }, { status: 201 });
    }),
    http.put(api('/staff/categories/:id'), async ({ request, params }) => {
      const body = (await request.json()) as CategoryInput;
      sent.updated.push(body);
      current = current.map((c) =>
        c._id === params.id ? ({ ...c, ...body, version: c.version + 1 } as BackOfficeCategory) : c,
      );
      return HttpResponse.json({ data: current.find((c) => c._id === params.id) });
    }),
    http.post(api('/staff/images'), async ({ request }) => {
      const file = (await request.formData()).get('image') as File;
      if (file.name.endsWith('.svg')) {
        const message = 'Only JPEG, PNG and WebP photos can be uploaded';
        return HttpResponse.json({ message, errors: { image: message } }, { status: 415 });
      }
      return HttpResponse.json({ data: photo }, { status: 201 });
    }),
    http.post(api('/staff/categories/:id/archive'), ({ params }) => {
      sent.archived.push(String(params.id));
      current = current.map((c) => (c._id === params.id ? { ...c, archivedAt: '2026-03-03T00:00:00Z' } : c));
      return HttpResponse.json({ data: current.find((c) => c._id === params.id) });
    }),
  );
  return sent;
}

describe('categories screen', () => {
  it('lists categories with their product counts and archive state', async () => {
    categoriesApi();
    renderApp('/staff/categories', { preloadedState: stateAs('manager') });
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Professional laptops');
    expect(rows[1]).toHaveTextContent('12');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[2]).toHaveTextContent('Archived');
    expect(within(rows[2]!).getByRole('button', { name: 'Restore Phones' })).toBeInTheDocument();
  });

  it('creates a category, checking the slug first', async () => {
    const user = userEvent.setup();
    const sent = categoriesApi();
    renderApp('/staff/categories', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const form = screen.getByRole('region', { name: 'New category' });
    await user.type(within(form).getByRole('textbox', { name: 'Slug (address)' }), 'Gaming Laptops');
    expect(
      await within(form).findByText('Use lower-case letters, digits and single hyphens'),
    ).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: 'Slug (address)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Slug (address)' }), 'gaming-laptops');
    await user.type(within(form).getByRole('textbox', { name: 'Name (English)' }), 'Gaming laptops');
    await user.type(within(form).getByRole('textbox', { name: 'Name (Arabic)' }), 'حواسيب ألعاب');
    await user.click(within(form).getByRole('button', { name: 'Create category' }));
    await waitFor(() => expect(sent.created).toHaveLength(1));
    expect(sent.created[0]).toEqual({
      slug: 'gaming-laptops',
      name: 'Gaming laptops',
      nameAr: 'حواسيب ألعاب',
      image: '',
      position: 0,
      specKeys: [],
    });
    expect(await screen.findByText('Gaming laptops')).toBeInTheDocument();
  });

  it("makes a new category's slug from its English name until the slug is typed by hand", async () => {
    const user = userEvent.setup();
    const sent = categoriesApi();
    renderApp('/staff/categories', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const form = screen.getByRole('region', { name: 'New category' });
    const slug = within(form).getByRole('textbox', { name: 'Slug (address)' });
    await user.type(within(form).getByRole('textbox', { name: 'Name (English)' }), 'Café & Co 2');
    expect(slug).toHaveValue('cafe-co-2');
    await user.type(within(form).getByRole('textbox', { name: 'Name (Arabic)' }), 'مقهى');
    await user.click(within(form).getByRole('button', { name: 'Create category' }));
    await waitFor(() => expect(sent.created).toHaveLength(1));
    expect(sent.created[0]).toMatchObject({ slug: 'cafe-co-2', name: 'Café & Co 2' });
  });

  it('keeps a slug typed by hand when the name changes after it', async () => {
    const user = userEvent.setup();
    renderApp('/staff/categories', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const form = screen.getByRole('region', { name: 'New category' });
    const slug = within(form).getByRole('textbox', { name: 'Slug (address)' });
    const name = within(form).getByRole('textbox', { name: 'Name (English)' });
    await user.type(name, 'Tab');
    expect(slug).toHaveValue('tab');
    await user.type(slug, 's');
    await user.type(name, ' 2');
    expect(slug).toHaveValue('tabs');
  });

  it('edits a category with the version it read', async () => {
    const user = userEvent.setup();
    const sent = categoriesApi();
    renderApp('/staff/categories', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'Edit Professional laptops' }));
    const form = screen.getByRole('region', { name: 'Edit Professional laptops' });
    const position = within(form).getByRole('spinbutton', { name: 'Position' });
    await user.clear(position);
    await user.type(position, '3');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent.updated).toHaveLength(1));
    expect(sent.updated[0]).toMatchObject({ position: 3, version: 2, slug: 'professional-laptop' });
  });

  it('edits the spec set its products have: those kept stay in order, one checked comes last', async () => {
    const user = userEvent.setup();
    const sent = categoriesApi();
    server.use(
      http.get(api('/staff/categories'), () =>
        HttpResponse.json({ data: [category({ specKeys: ['display', 'storage', 'memory'] })] }),
      ),
    );
    renderApp('/staff/categories', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'Edit Professional laptops' }));
    const specs = screen.getByRole('group', { name: 'Specs of its products' });
    expect(within(specs).getByRole('checkbox', { name: 'Display' })).toBeChecked();
    expect(within(specs).getByRole('checkbox', { name: 'Processor' })).not.toBeChecked();
    expect(within(specs).getAllByRole('checkbox')).toHaveLength(12);
    await user.click(within(specs).getByRole('checkbox', { name: 'Storage' }));
    await user.click(within(specs).getByRole('checkbox', { name: 'Processor' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent.updated).toHaveLength(1));
    expect(sent.updated[0]!.specKeys).toEqual(['display', 'memory', 'cpu']);
  });

  it('names the specs in Arabic', async () => {
    const user = userEvent.setup();
    categoriesApi();
    renderApp('/staff/categories', { preloadedState: stateAs('manager', 'ar') });
    await user.click((await screen.findAllByRole('button', { name: /تعديل/ }))[0]!);
    const specs = screen.getByRole('group', { name: 'مواصفات منتجاتها' });
    expect(within(specs).getByRole('checkbox', { name: 'المعالج' })).not.toBeChecked();
  });

  it('gives a category an uploaded photo, shows a refused one’s reason, and removes the image', async () => {
    // The file dialog's filter can be set to every file: the server is the one that refuses.
    const user = userEvent.setup({ applyAccept: false });
    const sent = categoriesApi();
    renderApp('/staff/categories', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'Edit Professional laptops' }));
    const form = screen.getByRole('region', { name: 'Edit Professional laptops' });
    const image = within(form).getByRole('group', { name: 'Image' });
    expect(within(image).getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      '/images/categories/professional.svg',
    );
    const chooser = within(image).getByLabelText('Choose a photo', { selector: 'input' });
    expect(chooser).not.toHaveAttribute('multiple');
    await user.upload(chooser, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await within(image).findByRole('alert')).toHaveTextContent(
      'logo.svg: Only JPEG, PNG and WebP photos can be uploaded',
    );
    await user.upload(
      chooser,
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'shelf.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() =>
      expect(within(image).getByRole('img', { name: 'Current image' })).toHaveAttribute(
        'src',
        photo.sizes.thumb,
      ),
    );
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent.updated).toHaveLength(1));
    expect(sent.updated[0]).toMatchObject({ image: photo.url });

    await user.click(await screen.findByRole('button', { name: 'Edit Professional laptops' }));
    const again = screen.getByRole('region', { name: 'Edit Professional laptops' });
    await user.click(within(again).getByRole('button', { name: 'Remove image' }));
    expect(within(again).getByText('No image: the shop shows a placeholder.')).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent.updated).toHaveLength(2));
    expect(sent.updated[1]).toMatchObject({ image: '' });
  });

  it('archives a category after a question', async () => {
    const user = userEvent.setup();
    const sent = categoriesApi();
    renderApp('/staff/categories', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'Archive Professional laptops' }));
    const question = screen.getByRole('alertdialog', { name: /Archive Professional laptops\?/ });
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(sent.archived).toEqual(['c1']));
    expect(await screen.findByRole('button', { name: 'Restore Professional laptops' })).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    categoriesApi();
    renderApp('/staff/categories', { preloadedState: stateAs('manager', 'ar') });
    expect(await screen.findByRole('heading', { level: 1, name: 'الفئات' })).toBeInTheDocument();
    expect(within(await screen.findByRole('table')).getAllByRole('row')[1]).toHaveTextContent(
      'حواسيب احترافية',
    );
    expect(screen.getByRole('button', { name: 'فئة جديدة' })).toBeInTheDocument();
  });
});
