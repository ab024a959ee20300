// The spec's discount rule: shown only when 0 < priceAfterDiscount < price, as a whole 'N % OFF'.
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../support/web/render';
import { DiscountBadge } from '../../../../../src/features/catalogue/components/DiscountBadge';
import { Price } from '../../../../../src/features/catalogue/components/Price';

describe('the discount badge', () => {
  it.each([
    [1000, 900, '10 % OFF'],
    [159_000, 149_000, '6 % OFF'],
    [3, 1, '67 % OFF'],
    [200, 199, '1 % OFF'],
  ])('reads the rounded percent off for %i EGP at %i EGP', (price, priceAfterDiscount, text) => {
    renderWithProviders(<DiscountBadge product={{ price, priceAfterDiscount }} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    ['no discounted price', 1000, 0],
    ['a discounted price equal to the price', 1000, 1000],
    ['a discounted price above the price', 1000, 1200],
    ['a negative discounted price', 1000, -5],
  ])('is not shown for %s', (_case, price, priceAfterDiscount) => {
    const { container } = renderWithProviders(<DiscountBadge product={{ price, priceAfterDiscount }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('uses Arabic digits in Arabic', () => {
    renderWithProviders(<DiscountBadge product={{ price: 1000, priceAfterDiscount: 900 }} />, {
      preloadedState: { ui: { lang: 'ar' } },
    });
    expect(screen.getByText('خصم ١٠ ٪')).toBeInTheDocument();
  });
});

describe('the price', () => {
  it('shows the discounted price and strikes through the original', () => {
    renderWithProviders(<Price product={{ price: 159_000, priceAfterDiscount: 149_000 }} />);
    expect(screen.getByText(/149,000/)).toBeInTheDocument();
    expect(screen.getByText(/159,000/).tagName).toBe('DEL');
  });

  it('shows only the price when the discount rule does not apply', () => {
    renderWithProviders(<Price product={{ price: 50_000, priceAfterDiscount: 60_000 }} />);
    expect(screen.getByText(/50,000/)).toBeInTheDocument();
    expect(screen.queryByText(/60,000/)).not.toBeInTheDocument();
  });
});
