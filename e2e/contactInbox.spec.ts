// Contact messages reach someone, and every email shows to staff, in real Chromium against the real server: a
// visitor writes from the Arabic Contact page on a phone and is told the truth (the team has it and replies by
// email); staff find the message in the back office's inbox (newest first, New), reply, and see it Answered; the
// Emails screen lists the reply, the shop's notice and a password-reset email; the message reads in Arabic on a
// phone too.
import { expect, test } from './support/test';
import { shot } from './support/layout';
import { t, type Lang } from './support/catalogue';
import { loginThroughApi, registerThroughApi, signInBrowser, STAFF } from './support/shop';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('a contact message reaches the inbox, is answered by email, and every email shows to staff', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const n = Date.now().toString(36);
  const email = `visitor-${n}@example.com`;

  // A visitor writes from the Arabic Contact page on a phone.
  const visitor = await browser.newContext(PHONE);
  const contact = await visitor.newPage();
  await contact.goto('/contact?lang=ar');
  await expect(contact.locator('html')).toHaveAttribute('dir', 'rtl');
  const field = (lang: Lang, id: string) => contact.getByLabel(t(lang, id), { exact: true });
  await field('ar', 'contact.form.firstName').fill('سارة');
  await field('ar', 'contact.form.lastName').fill('محمود');
  await field('ar', 'contact.form.email').fill(email);
  await field('ar', 'contact.form.message').fill(`هل يصل الطلب إلى أسوان خلال أسبوع؟ ${n}`);
  await contact.getByRole('button', { name: t('ar', 'contact.form.submit') }).click();
  await expect(contact.getByText(t('ar', 'contact.toast.sent', { email }))).toBeVisible();
  await visitor.close();

  // A password reset, so that the Emails screen has one to show.
  const account = await registerThroughApi(request);
  const { email: shopperEmail } = account.shopper;
  expect((await request.post('/api/auth/forget-password', { data: { email: shopperEmail } })).ok()).toBe(
    true,
  );

  // Staff find it at the top of the inbox, New, and answer it.
  await signInBrowser(page, await loginThroughApi(request, STAFF.email, STAFF.password));
  await page.goto('/staff/orders');
  await page
    .getByRole('navigation', { name: t('en', 'backOffice.nav.label') })
    .getByRole('link', { name: t('en', 'backOffice.nav.messages') })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('en', 'backOffice.inbox.title') }),
  ).toBeVisible();
  const rows = page.getByRole('region', { name: t('en', 'backOffice.inbox.caption') }).getByRole('row');
  const newest = rows.nth(1);
  await expect(newest).toContainText(email);
  await expect(newest).toContainText(t('en', 'backOffice.inbox.status.new'));
  await shot(page, 'inbox-en');
  await newest.getByRole('link', { name: t('en', 'backOffice.inbox.open', { name: 'سارة محمود' }) }).click();
  await expect(
    page.getByText(
      t('en', 'backOffice.inbox.language', { language: t('en', 'backOffice.inbox.language.ar') }),
    ),
  ).toBeVisible();
  await page
    .getByLabel(t('en', 'backOffice.inbox.reply'), { exact: true })
    .fill('نعم، يصل خلال ثلاثة أيام عمل. شكرًا لتواصلك.');
  await page.getByRole('button', { name: t('en', 'backOffice.inbox.send') }).click();
  await expect(page.getByText(t('en', 'backOffice.inbox.sent', { email })).first()).toBeVisible();
  await expect(page.getByText(t('en', 'backOffice.inbox.status.answered')).first()).toBeVisible();
  await expect(page.getByText('نعم، يصل خلال ثلاثة أيام عمل. شكرًا لتواصلك.')).toBeVisible();
  await shot(page, 'inbox-message-en');
  const messageUrl = page.url();

  // Every email shows to staff: the reply, the shop's notice of the message and the password reset.
  await page.goto('/staff/emails?status=all');
  const emails = page.getByRole('region', { name: t('en', 'backOffice.emails.caption') });
  await expect(
    emails
      .getByRole('row')
      .filter({ hasText: email })
      .filter({ hasText: t('en', 'backOffice.emails.kind.contactReply') }),
  ).toHaveCount(1);
  await expect(
    emails
      .getByRole('row')
      .filter({ hasText: t('en', 'backOffice.emails.kind.contactReceived') })
      .first(),
  ).toBeVisible();
  await expect(
    emails
      .getByRole('row')
      .filter({ hasText: shopperEmail })
      .filter({ hasText: t('en', 'backOffice.emails.kind.passwordReset') }),
  ).toHaveCount(1);
  await shot(page, 'emails-every-kind-en');

  // The message, in Arabic on a phone: right to left, nothing wider than the screen.
  const phone = await browser.newContext(PHONE);
  const phonePage = await phone.newPage();
  await signInBrowser(phonePage, await loginThroughApi(request, STAFF.email, STAFF.password));
  await phonePage.goto(`${new URL(messageUrl).pathname}?lang=ar`);
  await expect(phonePage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phonePage.getByText(t('ar', 'backOffice.inbox.status.answered')).first()).toBeVisible();
  await expect(phonePage.getByRole('heading', { name: t('ar', 'backOffice.inbox.replies') })).toBeVisible();
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(phonePage, 'inbox-message-ar-390');
  await phone.close();
});
