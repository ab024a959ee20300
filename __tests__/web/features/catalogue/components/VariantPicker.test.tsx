// Choosing a variant on the product page: one radio group per option; price, photo, colour, stock, the address and
// the cart control follow the choice; sold-out and unsold combinations are marked and never reach the cart.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../../support/web/render';
import { api, server, setupMswServer } from '../../../../support/web/server';
import { categories, detail } from '../../../../support/web/catalogueFixtures';
import type { ProductDetail, Variant } from '../../../../../src/contract/types';
import type { CartItem } from '../../../../../src/features/cart/cartSlice';

setupMswServer();

const variant = (sku: string, optionValues: string[], overrides: Partial<Variant> = {}): Variant => ({
  _id: `v-${sku}`,
  sku,
  optionValues,
  price: 60_000,
  priceAfterDiscount: 0,
  quantity: 5,
  images: ['/nova-black.svg'],
  color: 'Black',
  colorAr: 'أسود',
  storage: optionValues[0] ?? '',
  memory: '8 GB',
  ...overrides,
});

const blue = { images: ['/nova-blue.svg'], color: 'Blue', colorAr: 'أزرق' };

/** A phone in three storages and two colours; 1 TB Black is sold out and 1 TB Blue is not made. */
const phone: ProductDetail = detail({
  _id: 'p-nova',
  name: 'Nova Phone 16',
  nameAr: 'نوفا فون 16',
  price: 60_000,
  priceAfterDiscount: 0,
  quantity: 5,
  images: ['/nova-black.svg'],
  color: 'Black',
  colorAr: 'أسود',
  specs: [{ cpu: 'N18', memory: '8 GB', storage: '256 GB', gpu: '', display: '6.3-inch', os: '' }],
  relatedProducts: { products: [] },
  options: [
    {
      key: 'storage',
      name: 'Storage',
      nameAr: 'السعة',
      values: [
        { value: '256 GB', valueAr: '256 جيجابايت' },
        { value: '512 GB', valueAr: '512 جيجابايت' },
        { value: '1 TB', valueAr: '1 تيرابايت' },
      ],
    },
    {
      key: 'color',
      name: 'Colour',
      nameAr: 'اللون',
      values: [
        { value: 'Black', valueAr: 'أسود' },
        { value: 'Blue', valueAr: 'أزرق' },
      ],
    },
  ],
  variants: [
    variant('NOVA-256-BLK', ['256 GB', 'Black']),
    variant('NOVA-256-BLU', ['256 GB', 'Blue'], blue),
    variant('NOVA-512-BLK', ['512 GB', 'Black'], { price: 70_000 }),
    variant('NOVA-512-BLU', ['512 GB', 'Blue'], {
      ...blue,
      images: ['/nova-blue-512.svg'],
      price: 72_000,
      priceAfterDiscount: 69_000,
      quantity: 2,
    }),
    variant('NOVA-1TB-BLK', ['1 TB', 'Black'], { price: 85_000, quantity: 0 }),
  ],
});

beforeEach(() =>
  server.use(
    http.get(api('/category'), () => HttpResponse.json({ categories })),
    http.get(api('/product/p-nova'), () => HttpResponse.json({ product: phone })),
  ),
);

const group = (name: string) => screen.getByRole('radiogroup', { name });
const photo = () => screen.getByRole('img', { name: /^Nova Phone 16, image 1/ });
const lines = (items: CartItem[]) => items.map((item) => [item.id, item.variant, item.sku, item.quantity]);

describe('choosing a variant', () => {
  it('opens on the default variant, then 512 GB and Blue change the price, the photo, the colour and the address', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/item/p-nova');
    await screen.findByRole('heading', { level: 1, name: 'Nova Phone 16' });
    expect(within(group('Storage')).getByRole('radio', { name: '256 GB' })).toBeChecked();
    expect(within(group('Colour')).getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(screen.getAllByText(/60,000/).length).toBeGreaterThan(0);
    expect(router.state.location.search).toBe('');

    await user.click(within(group('Storage')).getByRole('radio', { name: '512 GB' }));
    expect(screen.getAllByText(/70,000/).length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.search).toBe('?variant=NOVA-512-BLK'));

    await user.click(within(group('Colour')).getByRole('radio', { name: 'Blue' }));
    expect(screen.getAllByText(/69,000/).length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText(/Was EGP\s72,000/i).length).toBeGreaterThan(0);
    expect(screen.queryByText(/70,000/)).not.toBeInTheDocument();
    expect(photo()).toHaveAttribute('src', '/nova-blue-512.svg');
    expect(screen.getByText('Color: Blue')).toBeInTheDocument();
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?variant=NOVA-512-BLU'));
    // The address is replaced, not pushed: Back leaves the product rather than walking through the choices.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens a link naming a variant on that variant', async () => {
    renderApp('/item/p-nova?variant=NOVA-512-BLU');
    await screen.findByRole('heading', { level: 1, name: 'Nova Phone 16' });
    expect(within(group('Storage')).getByRole('radio', { name: '512 GB' })).toBeChecked();
    expect(within(group('Colour')).getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(screen.getAllByText(/69,000/).length).toBeGreaterThan(0);
    expect(photo()).toHaveAttribute('src', '/nova-blue-512.svg');
  });

  it('marks a sold-out and an unmade combination, shows them sold out when chosen, and never adds them', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/item/p-nova');
    await screen.findByRole('heading', { level: 1, name: 'Nova Phone 16' });
    const terabyte = within(group('Storage')).getByRole('radio', { name: '1 TB' });
    expect(terabyte).toHaveAccessibleDescription('sold out');
    expect(within(group('Storage')).getByRole('radio', { name: '512 GB' })).not.toHaveAccessibleDescription();

    expect(screen.getByRole('combobox', { name: 'Deliver to' })).toBeInTheDocument();
    await user.click(terabyte);
    expect(terabyte).toBeChecked();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    // No delivery date is promised for it.
    expect(screen.getByText('No delivery date while it is out of stock.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Deliver to' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Delivered in/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Out Of Stock' })[0]).toBeDisabled();

    // 1 TB comes in no Blue: that colour is marked, and choosing it shows the combination sold out.
    const blueRadio = within(group('Colour')).getByRole('radio', { name: 'Blue' });
    expect(blueRadio).toHaveAccessibleDescription('sold out');
    await user.click(blueRadio);
    expect(blueRadio).toBeChecked();
    expect(screen.getAllByRole('button', { name: 'Sold out' })[0]).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);
  });

  it('says sold out in Arabic, with the options and values in Arabic', async () => {
    renderApp('/item/p-nova', { preloadedState: { ui: { lang: 'ar' } } });
    await screen.findByRole('heading', { level: 1, name: 'نوفا فون 16' });
    expect(within(group('السعة')).getByRole('radio', { name: '1 تيرابايت' })).toHaveAccessibleDescription(
      'نفدت الكمية',
    );
    expect(within(group('اللون')).getByRole('radio', { name: 'أسود' })).toBeChecked();
    await userEvent.setup().click(within(group('السعة')).getByRole('radio', { name: '1 تيرابايت' }));
    expect(screen.getByText('لا موعد للتوصيل ما دام غير متوفر.')).toBeInTheDocument();
  });

  it('moves and chooses within a group with the arrow keys', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/item/p-nova');
    await screen.findByRole('heading', { level: 1, name: 'Nova Phone 16' });
    await user.click(within(group('Storage')).getByRole('radio', { name: '256 GB' }));
    await user.keyboard('{ArrowRight}');
    const next = within(group('Storage')).getByRole('radio', { name: '512 GB' });
    expect(next).toHaveFocus();
    expect(next).toBeChecked();
    await waitFor(() => expect(router.state.location.search).toBe('?variant=NOVA-512-BLK'));
    await user.keyboard('{ArrowLeft}');
    expect(within(group('Storage')).getByRole('radio', { name: '256 GB' })).toBeChecked();
    // The colour group is untouched.
    expect(within(group('Colour')).getByRole('radio', { name: 'Black' })).toBeChecked();
  });

  it('adds each variant chosen as its own cart line, and the cart names each one’s choices', async () => {
    const user = userEvent.setup();
    const { store, router } = renderApp('/item/p-nova');
    await screen.findByRole('heading', { level: 1, name: 'Nova Phone 16' });
    // Pressed, stored: the line is in the store when the click returns.
    await user.click(screen.getAllByRole('button', { name: 'Add to Cart, Nova Phone 16' })[0]!);
    expect(lines(store.getState().cart.items)).toEqual([['p-nova', 'v-NOVA-256-BLK', 'NOVA-256-BLK', 1]]);

    await user.click(within(group('Storage')).getByRole('radio', { name: '512 GB' }));
    await user.click(within(group('Colour')).getByRole('radio', { name: 'Blue' }));
    // The stepper follows the variant: this one is not in the cart yet.
    await user.click(screen.getAllByRole('button', { name: 'Add to Cart, Nova Phone 16' })[0]!);
    expect(lines(store.getState().cart.items)).toEqual([
      ['p-nova', 'v-NOVA-256-BLK', 'NOVA-256-BLK', 1],
      ['p-nova', 'v-NOVA-512-BLU', 'NOVA-512-BLU', 1],
    ]);
    expect(store.getState().cart.items[1]).toMatchObject({ price: 72_000, priceAfterDesc: 69_000 });

    await act(() => router.navigate('/cart'));
    const table = await screen.findByRole('table', { name: 'Items in your cart' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('256 GB · Black');
    expect(rows[1]).toHaveTextContent('512 GB · Blue');
    expect(within(rows[1]!).getByRole('link', { name: 'Nova Phone 16' })).toHaveAttribute(
      'href',
      '/item/p-nova?variant=NOVA-512-BLU',
    );
  });
});
