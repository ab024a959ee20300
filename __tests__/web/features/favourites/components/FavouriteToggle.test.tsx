// The heart on cards and product pages.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { renderWithProviders } from '../../../../support/web/render';
import { FavouriteToggle } from '../../../../../src/features/favourites/components/FavouriteToggle';
import type { Product, ProductDetail } from '../../../../../src/contract/types';
import { airBook } from '../../../../support/web/catalogueFixtures';

const product: ProductDetail = airBook({ priceAfterDiscount: 0, quantity: 2, images: [] });

function renderHeart(item: Product = product, lang: 'en' | 'ar' = 'en') {
  return renderWithProviders(
    <>
      <FavouriteToggle product={item} />
      <ToastContainer />
    </>,
    { preloadedState: { ui: { lang } } },
  );
}

describe('FavouriteToggle', () => {
  it('adds the product to favourites, shows it as pressed and says so', async () => {
    const user = userEvent.setup();
    const { store } = renderHeart();
    const heart = screen.getByRole('button', { name: 'Favourite AirBook 13' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Product added to Favorites Successfully')).toBeInTheDocument();
    expect(store.getState().favourites.items).toEqual([
      expect.objectContaining({ _id: 'p1', name: 'AirBook 13', price: 52000 }),
    ]);
  });

  it('stores the product without the detail page’s reviews and related products', async () => {
    const user = userEvent.setup();
    const { store } = renderHeart();
    await user.click(screen.getByRole('button', { name: 'Favourite AirBook 13' }));
    expect(store.getState().favourites.items[0]).not.toHaveProperty('reviews');
    expect(store.getState().favourites.items[0]).not.toHaveProperty('relatedProducts');
  });

  it('removes it again on a second press and says so', async () => {
    const user = userEvent.setup();
    const { store } = renderHeart();
    const heart = screen.getByRole('button', { name: 'Favourite AirBook 13' });
    await user.click(heart);
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Product removed from Favorites Successfully')).toBeInTheDocument();
    expect(store.getState().favourites.items).toEqual([]);
  });

  it('speaks Arabic', async () => {
    const user = userEvent.setup();
    renderHeart(product, 'ar');
    await user.click(screen.getByRole('button', { name: 'تفضيل إير بوك ١٣' }));
    expect(await screen.findByText('تمت إضافة المنتج إلى المفضلة بنجاح')).toBeInTheDocument();
  });
});
