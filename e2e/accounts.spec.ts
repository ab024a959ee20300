// Customer accounts in real Chromium against the real server: sign up, log out, log in, My Account; a forgotten
// password reset through the emailed link; an expired access token refreshed during a protected call; a wrong
// password; and every account screen in Arabic.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { axeWcag, shot } from './support/layout';
import ar from '../locales/ar.json';
import { matchInNewestMail } from './support/outbox';
import { newShopper, registerThroughApi, signInBrowser } from './support/shop';

/** The reset link of the newest email to `to` in the shop's outbox. */
const resetLinkFor = async (dataDir: string, to: string) =>
  (await matchInNewestMail(dataDir, to, /https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/))[0]!;

/** A JWT-shaped access token whose exp has passed (the SPA must refresh it before using it). */
function expiredAccessToken(userId: string) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: userId, id: userId, role: 'user', typ: 'access', iat: now - 3600, exp: now - 1800 })}.c2lnbmF0dXJl`;
}

/** Toasts sit over the header's account button (top corner); a shopper closes one with its close button. */
async function closeToast(page: Page, text: string) {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button').click();
  await expect(toast).toBeHidden();
}

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test('a new shopper signs up, logs out, logs in again and opens My Account', async ({ page }) => {
  const shopper = newShopper({ name: 'Salma Nabil' });
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Join Us Today' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Full name').fill(shopper.name);
  await page.getByLabel('Phone number').fill(shopper.phone);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm password').fill(shopper.password);
  await expect(page.getByRole('meter')).toHaveAttribute('aria-valuenow', '4');
  await shot(page, 'accounts-signup-en');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await closeToast(page, 'Registration successful!');
  await expect(page).toHaveURL(/\/$/);
  const account = page.getByRole('button', { name: `${shopper.name}, account menu` });
  await expect(account).toBeVisible();
  expect(await storage(page, 'authUser')).toBeTruthy();

  await account.click();
  await expect(page.getByText(shopper.email)).toBeVisible();
  await shot(page, 'accounts-user-menu-en');
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to log out?' });
  await expect(dialog).toBeVisible();
  await shot(page, 'accounts-logout-dialog-en');
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await storage(page, 'authUser')).toBeNull();
  expect(await storage(page, 'User')).toBeNull();
  // The server revoked it, and it is gone from the browser too (a deliberate change to the spec's logout).
  expect(await storage(page, 'refreshToken')).toBeNull();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await closeToast(page, 'Login successful!');
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: `${shopper.name}, account menu` }).click();
  await page.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByText(shopper.email).first()).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Cash On Delivery' })).toBeChecked();
  await shot(page, 'accounts-profile-en');
});

test('a forgotten password is reset through the emailed link, and the new password logs in', async ({
  page,
  request,
  shop,
}) => {
  const { shopper } = await registerThroughApi(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forget Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByRole('button', { name: 'Send Reset link' }).click();
  await expect(page.getByText('Password reset link has been sent to your email successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/successReset$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(shopper.email)).toBeVisible();

  const link = await resetLinkFor(shop.dataDir, shopper.email);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  const newPassword = 'Fresh_pass9';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The link is single-use.
  await page.goto(new URL(link).pathname);
  await page.getByLabel('New password').fill('Other_pass9');
  await page.getByLabel('Confirm password').fill('Other_pass9');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' }).first()).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid Email or Password').first()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page.getByRole('button', { name: `${shopper.name}, account menu` })).toBeVisible();
});

test('an expired access token is refreshed transparently during a protected call', async ({
  page,
  request,
}) => {
  const { refreshToken, user } = await registerThroughApi(request);
  const expired = expiredAccessToken(user._id);
  await signInBrowser(page, { token: expired, refreshToken, user });

  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh-token'));
  const orders = page.waitForResponse((r) => r.url().endsWith('/api/checkout/userOrders'));
  await page.goto('/myorder');
  expect((await refreshed).status()).toBe(200);
  const ordersResponse = await orders;
  expect(ordersResponse.status()).toBe(200);
  expect(ordersResponse.request().headers().authorization).not.toBe(`Bearer ${expired}`);

  await expect(page).toHaveURL(/\/myorder$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect.poll(() => storage(page, 'authUser')).not.toBe(expired);
  expect(await storage(page, 'authUser')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(await storage(page, 'refreshToken')).not.toBe(refreshToken);
});

test("a wrong password shows 'Invalid Email or Password' inline and in a toast", async ({
  page,
  request,
}) => {
  const { shopper } = await registerThroughApi(request);
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Wrong_pass1');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.locator('.Toastify').getByText('Invalid Email or Password')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid Email or Password');
  await expect(page).toHaveURL(/\/login$/);
  await shot(page, 'accounts-login-error-en');
});

test('every account screen reads in Arabic, right to left', async ({ page, request }) => {
  await page.goto('/login?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مرحبًا بعودتك' })).toBeVisible();
  await page.getByLabel('البريد الإلكتروني').fill('mona@example');
  await page.getByLabel('كلمة المرور', { exact: true }).focus();
  await expect(page.getByText(ar['validation.email.format'])).toBeVisible();
  await shot(page, 'accounts-login-ar');

  await page.getByRole('link', { name: 'أنشئ حسابًا' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'انضم إلينا اليوم' })).toBeVisible();
  await page.getByLabel('كلمة المرور', { exact: true }).fill('abc1');
  await expect(page.getByText('يجب أن تحتوي كلمة المرور على:')).toBeVisible();
  await shot(page, 'accounts-signup-ar');

  await page.goto('/forgot-password');
  await expect(page.getByRole('button', { name: 'إرسال رابط إعادة التعيين' })).toBeVisible();
  await shot(page, 'accounts-forgot-ar');

  await page.goto('/reset-password/some-token');
  await expect(page.getByRole('heading', { level: 1, name: 'عيّن كلمة مرور جديدة' })).toBeVisible();
  await shot(page, 'accounts-reset-ar');

  await page.goto('/successReset');
  await expect(page.getByRole('heading', { level: 1, name: 'تحقق من بريدك الإلكتروني' })).toBeVisible();
  await shot(page, 'accounts-success-reset-ar');

  const session = await registerThroughApi(request, newShopper({ name: 'منى عادل' }));
  await signInBrowser(page, session);
  await page.goto('/profile');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'حسابي' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'الدفع عند الاستلام' })).toBeChecked();
  await shot(page, 'accounts-profile-ar');
  await page.getByRole('button', { name: 'منى عادل، قائمة الحساب' }).click();
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page.getByRole('dialog', { name: 'هل أنت متأكد أنك تريد تسجيل الخروج؟' })).toBeVisible();
  await shot(page, 'accounts-logout-dialog-ar');
});

test('the account screens pass an axe accessibility check', async ({ page, request }) => {
  const session = await registerThroughApi(request);
  const check = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The layout fades in over 1000 ms; colours are checked once finite animations have finished.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    const { violations } = await axeWcag(page).analyze();
    expect(
      violations.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([]);
  };
  // Each screen once, the languages alternating (the layout is shared, so both directions are covered).
  for (const path of [
    '/login?lang=en',
    '/signup?lang=ar',
    '/forgot-password?lang=en',
    '/reset-password/t?lang=ar',
    '/successReset?lang=en',
  ]) {
    await check(path);
  }
  await signInBrowser(page, session);
  await check('/profile?lang=ar');
});
