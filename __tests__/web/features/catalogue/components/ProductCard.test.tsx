// A product card carries the product's rating beside its price: the average and count on sight, in words for a
// screen reader, in either language; nothing before a first review. A product in several variants shows its brand,
// its lowest price as "From" and its colours in stock.
import { screen } from '@testing-library/react';
import type { Product } from '../../../../../src/contract';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../../support/web/render';
import { product } from '../../../../support/web/catalogueFixtures';
import { ProductCard } from '../../../../../src/features/catalogue/components/ProductCard';

const rated = product({ name: 'Glide Mouse', ratingsAverage: 4.25, ratingsQuantity: 12 });

describe('product card rating', () => {
  it('shows the average and the count, and says them in words', () => {
    renderWithProviders(
      <MemoryRouter>
        <ProductCard product={rated} />
      </MemoryRouter>,
    );
    expect(screen.getByText('4.3 (12)', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('4.3 out of 5, 12 reviews')).toBeInTheDocument();
  });

  it('says them in Arabic', () => {
    renderWithProviders(
      <MemoryRouter>
        <ProductCard product={rated} />
      </MemoryRouter>,
      { preloadedState: { ui: { lang: 'ar' } } },
    );
    expect(screen.getByText('٤٫٣ من ٥، ١٢ تقييم')).toBeInTheDocument();
  });

  it('shows no rating before a first review', () => {
    renderWithProviders(
      <MemoryRouter>
        <ProductCard product={product({ name: 'New Mouse', ratingsAverage: 0, ratingsQuantity: 0 })} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
  });
});

describe('product card of a product in several variants', () => {
  const phone = product({
    name: 'Nova Phone 16',
    nameAr: 'نوفا فون 16',
    brand: 'Nova',
    brandAr: 'نوفا',
    price: 42000,
    priceAfterDiscount: 0,
    fromPrice: true,
    swatches: [
      { color: 'Blue', colorAr: 'أزرق' },
      { color: 'Midnight', colorAr: 'كحلي' },
    ],
  });
  const render = (p: Product, lang: 'en' | 'ar' = 'en') =>
    renderWithProviders(
      <MemoryRouter>
        <ProductCard product={p} />
      </MemoryRouter>,
      { preloadedState: { ui: { lang } } },
    );

  it('shows its lowest price as "From", its brand, and names its colours in stock in one sentence', () => {
    render(phone);
    expect(screen.getByText('From EGP 42,000')).toBeInTheDocument();
    expect(screen.getByText('Nova')).toBeInTheDocument();
    expect(screen.getByText('Colours: Blue and Midnight')).toBeInTheDocument();
    // The card is one list item: the colours are not a list nested in it.
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says them in Arabic, with Arabic digits', () => {
    render(phone, 'ar');
    expect(screen.getByText(/^ابتداءً من .*٤٢٬٠٠٠/)).toBeInTheDocument();
    expect(screen.getByText('نوفا')).toBeInTheDocument();
    expect(screen.getByText('الألوان: أزرق وكحلي')).toBeInTheDocument();
  });

  it('shows a plain price and no swatches for a product sold one way', () => {
    render(product({ name: 'Glide Mouse', price: 900, priceAfterDiscount: 0 }));
    expect(screen.queryByText(/^From/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Colours:/)).not.toBeInTheDocument();
  });

  it('links to the variant a filter chose', () => {
    render({
      ...phone,
      fromPrice: false,
      variant: { _id: 'v-512', sku: 'NOVA-16-512-BLUE', choices: [] },
    });
    expect(screen.getByRole('link', { name: 'Nova Phone 16' })).toHaveAttribute(
      'href',
      '/item/' + phone._id + '?variant=NOVA-16-512-BLUE',
    );
    expect(screen.queryByText(/^From/)).not.toBeInTheDocument();
  });
});
