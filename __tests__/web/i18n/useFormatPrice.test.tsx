import { screen } from '@testing-library/react';
import { useFormatPrice } from '../../../src/i18n/useFormatPrice';
import { initialUiState } from '../../../src/i18n/uiSlice';
import { renderWithProviders } from '../../support/web/render';

function Amount({ value }: { value: number }) {
  const format = useFormatPrice();
  return <p data-testid="amount">{format(value)}</p>;
}

describe('useFormatPrice', () => {
  it('shows whole Egyptian pounds in English', () => {
    renderWithProviders(<Amount value={45000} />, {
      preloadedState: { ui: { ...initialUiState, lang: 'en' } },
    });
    const text = screen.getByTestId('amount').textContent ?? '';
    expect(text).toContain('45,000');
    expect(text).toMatch(/EGP/);
    expect(text).not.toMatch(/\.\d/);
  });

  it('shows Arabic digits in Arabic', () => {
    renderWithProviders(<Amount value={45000} />, {
      preloadedState: { ui: { ...initialUiState, lang: 'ar' } },
    });
    expect(screen.getByTestId('amount')).toHaveTextContent('٤٥٬٠٠٠');
  });
});
