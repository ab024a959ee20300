// A product card carries the product's rating beside its price: the average and count on sight, in words for a
// screen reader, in either language; nothing before a first review.
import { screen } from '@testing-library/react';
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
