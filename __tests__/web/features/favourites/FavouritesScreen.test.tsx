// The favourites page: saved products as cards, or the empty message; removal here is confirmed first.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, server, setupMswServer } from '../../../support/web/server';

setupMswServer();
beforeEach(() => server.use(http.get(api('/category'), () => HttpResponse.json({ categories: [] }))));

const stored = {
  _id: 'p1',
  name: 'AirBook 13',
  nameAr: 'إير بوك ١٣',
  price: 52000,
  priceAfterDiscount: 48000,
  quantity: 2,
  images: ['/images/products/airbook-1.svg'],
  color: 'Silver',
  category: { _id: 'c1', slug: 'air-laptop', name: 'Air Laptop', nameAr: 'لابتوب إير' },
};

describe('the favourites page', () => {
  it('says there are none yet', async () => {
    renderApp('/Favourites');
    expect(await screen.findByText('No favorites added yet.')).toBeInTheDocument();
  });

  it('shows each favourite as a product card', async () => {
    renderApp('/Favourites', { preloadedState: { favourites: { items: [stored] } } });
    expect(await screen.findByRole('link', { name: /AirBook 13/ })).toHaveAttribute('href', '/item/p1');
    expect(screen.getByRole('button', { name: 'Favourite AirBook 13' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows a favourite stored by an older shop with fields missing', async () => {
    renderApp('/Favourites', {
      preloadedState: { favourites: { items: [{ _id: 'p9', name: 'Mini Cube' }] } },
    });
    expect(await screen.findByRole('link', { name: /Mini Cube/ })).toBeInTheDocument();
  });

  it('asks before removing a favourite, keeps it on No and removes it on Yes', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/Favourites', { preloadedState: { favourites: { items: [stored] } } });

    await user.click(await screen.findByRole('button', { name: 'Favourite AirBook 13' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Do you really want to remove this item from favorites?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(store.getState().favourites.items).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Favourite AirBook 13' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Item removed from favorites Successfully')).toBeInTheDocument();
    expect(screen.getByText('No favorites added yet.')).toBeInTheDocument();
    expect(store.getState().favourites.items).toEqual([]);
  });

  it('reads in Arabic', async () => {
    renderApp('/Favourites', { preloadedState: { ui: { lang: 'ar' } } });
    expect(await screen.findByText('لم تُضف أي منتجات إلى المفضلة بعد.')).toBeInTheDocument();
  });
});
