// Phones as Egyptians paste them: sign-up takes "+20 101 234 5678" whole (no cut at 14 characters), shows it as the
// number the shop keeps, and the account has 01012345678; the Arabic form takes Arabic-Indic digits with the code.
import { expect, test } from './support/test';
import { t } from './support/catalogue';
import { newShopper } from './support/shop';

test('sign-up keeps a phone pasted with the country code, in English and in Arabic', async ({
  browser,
  request,
}) => {
  for (const [lang, pasted] of [
    ['en', '+20 101 234 5678'],
    ['ar', '+٢٠ ١٠١ ٢٣٤ ٥٦٧٨'],
  ] as const) {
    const shopper = newShopper();
    // A browser of its own for each language: the first sign-up leaves that one signed in.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/signup?lang=${lang}`);
    await page.getByLabel(t(lang, 'session.field.email'), { exact: true }).fill(shopper.email);
    await page.getByLabel(t(lang, 'session.field.name')).fill(lang === 'ar' ? 'منى عادل' : shopper.name);
    const phone = page.getByLabel(t(lang, 'session.field.phone'));
    await phone.fill(pasted);
    await expect(phone).toHaveValue(pasted);
    await page.getByLabel(t(lang, 'session.field.password'), { exact: true }).fill(shopper.password);
    await page.getByLabel(t(lang, 'session.field.confirmPassword')).fill(shopper.password);
    await expect(phone).toHaveValue('01012345678');
    await expect(page.getByText(t(lang, 'validation.phone.invalid'))).toHaveCount(0);
    await page.getByRole('button', { name: t(lang, 'signup.submit') }).click();
    await expect(page.getByText(t(lang, 'signup.success'))).toBeVisible();
    await context.close();

    const login = await request.post('/api/auth/login', {
      data: { email: shopper.email, password: shopper.password },
    });
    expect(((await login.json()) as { response: { user: { phone: string } } }).response.user.phone).toBe(
      '01012345678',
    );
  }
});
