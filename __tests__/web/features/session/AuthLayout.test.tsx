// The sign-in screens' frame: logo home, language switch, and the whole layout mirrored in Arabic.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMswServer } from '../../../support/web/server';
import { renderAccount, useCatalogueHandlers } from './accountKit';

setupMswServer();
beforeEach(useCatalogueHandlers);

describe('AuthLayout', () => {
  it.each([
    ['/login', 'Welcome back', 'مرحبًا بعودتك'],
    ['/signup', 'Join Us Today', 'انضم إلينا اليوم'],
    ['/forgot-password', 'Forgot your password?', 'نسيت كلمة المرور؟'],
    ['/reset-password/t', 'Set a new password', 'عيّن كلمة مرور جديدة'],
    ['/successReset', 'Check your email', 'تحقق من بريدك الإلكتروني'],
  ])(
    'frames %s with a logo link home and switches it to Arabic, right to left',
    async (path, english, arabic) => {
      const user = userEvent.setup({ delay: null });
      renderAccount(path);
      expect(await screen.findByRole('heading', { level: 1, name: english })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Genuine Store, home' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
      await user.click(screen.getByRole('button', { name: 'العربية' }));
      await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
      expect(await screen.findByRole('heading', { level: 1, name: arabic })).toBeVisible();
      expect(screen.getByRole('link', { name: 'المتجر الأصلي، الصفحة الرئيسية' })).toHaveAttribute(
        'href',
        '/',
      );
    },
  );
});
