import { screen } from '@testing-library/react';
import { useColourName } from '../../../src/i18n/useColourName';
import { renderWithProviders } from '../../support/web/render';
import { initialUiState } from '../../../src/i18n/uiSlice';

function Colours({ colours }: { colours: string[] }) {
  const colourName = useColourName();
  return (
    <ul>
      {colours.map((colour) => (
        <li key={colour}>{colourName(colour)}</li>
      ))}
    </ul>
  );
}

describe('useColourName', () => {
  it('names the catalogue colours in Arabic', () => {
    renderWithProviders(<Colours colours={['Space Gray', 'Silver']} />, {
      preloadedState: { ui: { ...initialUiState, lang: 'ar' } },
    });
    expect(screen.getByText('رمادي فلكي')).toBeInTheDocument();
    expect(screen.getByText('فضي')).toBeInTheDocument();
  });

  it('shows a colour it does not know as the catalogue spells it', () => {
    renderWithProviders(<Colours colours={['Rose Gold']} />, {
      preloadedState: { ui: { ...initialUiState, lang: 'ar' } },
    });
    expect(screen.getByText('Rose Gold')).toBeInTheDocument();
  });
});
