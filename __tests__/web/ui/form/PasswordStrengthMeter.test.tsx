// The meter shows four bars, lit one per criterion met, under 'Password must contain:' with the spec's labels.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../support/web/render';
import { PasswordStrengthMeter } from '../../../../src/ui/form/PasswordStrengthMeter';

const litBars = (meter: HTMLElement) => meter.querySelectorAll('[data-lit="true"]').length;

describe('PasswordStrengthMeter', () => {
  it('lists the four criteria under the spec heading', () => {
    renderWithProviders(<PasswordStrengthMeter password="" />);
    expect(screen.getByText('Password must contain:')).toBeVisible();
    const items = screen
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/ \((met|not yet)\)$/, ''));
    expect(items).toEqual([
      'Upper & Lowercase Letters',
      'Special Characters (@$!%*?&_)',
      'Numbers',
      'At least 8 characters',
    ]);
  });

  it.each([
    ['', 0],
    ['secret', 0],
    ['secret12', 2],
    ['Secret12', 3],
    ['Secret@12', 4],
  ])('lights %i bars for %j', (password, bars) => {
    renderWithProviders(<PasswordStrengthMeter password={password} />);
    const meter = screen.getByRole('meter');
    expect(litBars(meter)).toBe(bars);
    expect(meter).toHaveAttribute('aria-valuenow', String(bars));
    expect(meter).toHaveAccessibleName(`Password strength: ${bars} of 4`);
  });

  it('marks which criteria are met for screen readers', () => {
    renderWithProviders(<PasswordStrengthMeter password="abc1" />);
    expect(
      within(screen.getByText('Numbers').closest('li') as HTMLElement).getByText(/\(met\)/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByText('At least 8 characters').closest('li') as HTMLElement).getByText(/\(not yet\)/),
    ).toBeInTheDocument();
  });

  it('does not light the special-character criterion for a symbol the rule refuses', () => {
    renderWithProviders(<PasswordStrengthMeter password="Secret#12" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '3');
    const special = screen.getByText(/Special Characters/).closest('li') as HTMLElement;
    expect(within(special).getByText(/\(not yet\)/)).toBeInTheDocument();
  });

  it('reads in Arabic', () => {
    renderWithProviders(<PasswordStrengthMeter password="Secret@12" />, {
      preloadedState: { ui: { lang: 'ar' } },
    });
    expect(screen.getByText('يجب أن تحتوي كلمة المرور على:')).toBeVisible();
    expect(screen.getByText('أرقام')).toBeVisible();
    expect(screen.getByText(/رموز خاصة/).closest('li')).toHaveTextContent('(@$!%*?&_)');
    expect(screen.getByRole('meter')).toHaveAccessibleName('قوة كلمة المرور: 4 من 4');
  });
});
