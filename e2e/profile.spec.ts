// My Account's changes in real Chromium against the real server, in Arabic at 390 px and English at 1280 px: the
// shopper changes name and phone (pasted as +20 …), the password (the old one stops working), and the email: the link
// sent to the new address (read from the server's outbox) is followed and the account signs in with it; the old
// address works until then.
import { expect, test } from './support/test';
import { t, type Lang } from './support/catalogue';
import { expectNoSeriousAxe, pageWidth } from './support/layout';
import { matchInNewestMail } from './support/outbox';
import { registerThroughApi, signInBrowser } from './support/shop';

/** The confirmation link path of the newest email to `to` in the shop's outbox. */
const confirmLinkFor = async (dataDir: string, to: string) =>
  (await matchInNewestMail(dataDir, to, /https?:\/\/[^\s"<>]+(\/confirm-email\/[A-Za-z0-9_-]+)/))[1]!;

const journeys: { lang: Lang; width: number; height: number; name: string }[] = [
  { lang: 'ar', width: 390, height: 844, name: 'منى عادل' },
  { lang: 'en', width: 1280, height: 900, name: 'Mona Adel Hassan' },
];

for (const { lang, width, height, name: newName } of journeys) {
  test.describe(`My Account (${lang}, ${width} px)`, () => {
    test.use({ viewport: { width, height }, ...(width < 768 ? { isMobile: true, hasTouch: true } : {}) });

    test(`changes name, phone, password and email (${lang})`, async ({ page, request, shop }) => {
      test.slow();
      const account = await registerThroughApi(request);
      await signInBrowser(page, account);
      await page.goto(`/profile?lang=${lang}`);

      const details = page.getByRole('region', { name: t(lang, 'profile.change.details') });
      const name = details.getByRole('textbox', { name: t(lang, 'session.field.name') });
      await name.fill(newName);
      const phone = details.getByRole('textbox', { name: new RegExp(t(lang, 'session.field.phone')) });
      await phone.fill('+20 111 234 5678');
      await details.getByRole('button', { name: t(lang, 'profile.change.saveDetails') }).click();
      await expect(page.locator('.Toastify')).toContainText(t(lang, 'profile.change.detailsSaved'));
      const personal = page.getByRole('region', { name: t(lang, 'profile.details') });
      await expect(personal).toContainText(newName);
      await expect(personal).toContainText('01112345678');

      const password = page.getByRole('region', { name: t(lang, 'profile.change.password') });
      await password.getByLabel(t(lang, 'profile.change.currentPassword')).fill(account.shopper.password);
      await password.getByLabel(t(lang, 'profile.change.newPassword')).fill('N3w_Secret@1');
      await password.getByLabel(t(lang, 'session.field.confirmPassword')).fill('N3w_Secret@1');
      await password.getByRole('button', { name: t(lang, 'profile.change.savePassword') }).click();
      await expect(password.getByLabel(t(lang, 'profile.change.currentPassword'))).toHaveValue('');
      const login = (email: string, pass: string) =>
        request.post('/api/auth/login', { data: { email, password: pass } });
      expect((await login(account.shopper.email, account.shopper.password)).status()).toBe(401);
      expect((await login(account.shopper.email, 'N3w_Secret@1')).status()).toBe(200);

      const next = `new.${account.shopper.email}`;
      const email = page.getByRole('region', { name: t(lang, 'profile.change.email') });
      await email.getByRole('textbox', { name: t(lang, 'profile.change.newEmail') }).fill(next);
      await email.getByLabel(t(lang, 'profile.change.currentPassword')).fill('N3w_Secret@1');
      await email.getByRole('button', { name: t(lang, 'profile.change.sendLink') }).click();
      await expect(email.getByRole('status')).toContainText(next);
      await page.screenshot({
        path: `test-results/e2e/screenshots/profile-changes-${lang}-${width}.png`,
        fullPage: true,
      });
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await expectNoSeriousAxe(page, `profile changes ${lang}`);
      // Until the link is followed the account keeps its address.
      expect((await login(account.shopper.email, 'N3w_Secret@1')).status()).toBe(200);

      await page.goto(`${await confirmLinkFor(shop.dataDir, next)}?lang=${lang}`);
      await page.getByRole('button', { name: t(lang, 'confirmEmail.submit') }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole('region', { name: t(lang, 'profile.details') })).toContainText(next);
      expect((await login(next, 'N3w_Secret@1')).status()).toBe(200);
      expect((await login(account.shopper.email, 'N3w_Secret@1')).status()).toBe(401);
    });
  });
}
