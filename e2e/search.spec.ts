// The search that forgives: the header's combobox suggests as the shopper types (a typo, a colloquial Arabic word),
// the arrow keys choose a suggestion, a search with no result offers the closest spelling and the categories, and a
// synonym a manager adds is found by the shop at once. In English at 1280 px and 390 px, and in Arabic on a 390 px
// phone, where the suggestions take the whole screen. The Synonyms and Searches screens are photographed for docs/operations.md.
import type { Page } from '@playwright/test';
import { box as boxOf, expectNoSeriousAxe, fitsAndPasses, shot } from './support/layout';
import { expect, test } from './support/test';
import { t, type Lang } from './support/catalogue';
import { loginThroughApi, signInBrowser, MANAGER } from './support/shop';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

test.describe.configure({ timeout: 120_000 });

/** The header's search box, opened (at 1280 px it is a button until pressed), with `text` typed into it. */
async function typeInSearch(page: Page, lang: Lang, text: string) {
  const banner = page.getByRole('banner');
  const box = banner.getByRole('combobox', { name: t(lang, 'search.label') });
  if (!(await box.isVisible()) || (await box.getAttribute('tabindex')) === '-1')
    await banner.getByRole('button', { name: t(lang, 'search.open'), exact: true }).click();
  await box.click();
  await box.pressSequentially(text);
  return box;
}

const suggestions = (page: Page, lang: Lang) =>
  page.getByRole('listbox', { name: t(lang, 'search.suggest.label') });

const words = {
  en: { probook: 'ProBook', phone: 'Nova Phone', typo: 'probbbok', meant: 'probook' },
  ar: { probook: 'بروبوك', phone: 'نوفا فون', typo: 'بروبوككك', meant: 'بروبوك' },
} as const;

// English at both widths, Arabic on the phone (the right-to-left desktop header is the other journeys').
const searchCases = [
  { lang: 'en', viewport: DESKTOP },
  { lang: 'en', viewport: PHONE },
  { lang: 'ar', viewport: PHONE },
] as const;

for (const { lang, viewport } of searchCases) {
  const where = `${lang}-${viewport.width}`;
  test.describe(`search, ${lang}, ${viewport.width} px`, () => {
    test.use({ viewport, ...(viewport === PHONE ? { isMobile: true, hasTouch: true } : {}) });

    test('a typo is forgiven as the shopper types: probok suggests ProBook, and Enter opens the listing', async ({
      page,
    }) => {
      await page.goto(`/?lang=${lang}`);
      const box = await typeInSearch(page, lang, 'probok');
      const list = suggestions(page, lang);
      await expect(list.getByRole('option').first()).toContainText(words[lang].probook);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
        t(lang, 'search.suggest.count', { count: await list.getByRole('option').count() }),
      );
      await expect(list.getByRole('group', { name: t(lang, 'search.suggest.products') })).toBeVisible();
      if (viewport === PHONE) {
        // On a phone the suggestions take the screen, with a close button.
        const screen = await boxOf(box.locator('xpath=ancestor::form[1]'));
        expect(screen).toMatchObject({ left: 0, top: 0, right: PHONE.width, bottom: PHONE.height });
        await expect(page.getByRole('button', { name: t(lang, 'search.suggest.close') })).toBeVisible();
        await fitsAndPasses(page, `search-suggestions-${where}`);
      } else {
        await expectNoSeriousAxe(page, 'suggestions');
        await shot(page, `search-suggestions-${where}`);
      }
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?search=probok/);
      await expect(list).toBeHidden();
      const results = page.getByRole('list', { name: t(lang, 'search.title', { term: 'probok' }) });
      await expect(results.getByRole('heading', { level: 2 }).first()).toContainText(words[lang].probook);
    });

    test('موبايل suggests phones first and lists phones first', async ({ page }) => {
      await page.goto(`/?lang=${lang}`);
      const box = await typeInSearch(page, lang, 'موبايل');
      const list = suggestions(page, lang);
      await expect(list.getByRole('option').first()).toContainText(words[lang].phone);
      await box.press('Enter');
      const results = page.getByRole('list', { name: t(lang, 'search.title', { term: 'موبايل' }) });
      const names = results.getByRole('heading', { level: 2 });
      await expect(names.first()).toContainText(words[lang].phone);
      for (let i = 0; i < 3; i += 1) await expect(names.nth(i)).toContainText(words[lang].phone);
    });

    test('the arrow keys choose a suggestion, and Enter opens it', async ({ page }) => {
      await page.goto(`/?lang=${lang}`);
      const box = await typeInSearch(page, lang, 'probook');
      const options = suggestions(page, lang).getByRole('option');
      await expect(options.nth(2)).toBeVisible();
      await box.press('ArrowDown');
      await box.press('ArrowDown');
      await box.press('ArrowDown');
      await box.press('ArrowUp');
      const chosen = options.nth(1);
      await expect(chosen).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!);
      const chosenText = (await chosen.textContent()) ?? '';
      await box.press('Enter');
      await expect(page).toHaveURL(/\/item\//);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toContainText(words[lang].probook);
      expect(chosenText.startsWith((await heading.textContent()) ?? '-')).toBe(true);
      // Escape closes, then clears.
      await typeInSearch(page, lang, 'pro');
      await expect(suggestions(page, lang)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(suggestions(page, lang)).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('banner').getByRole('combobox')).toHaveValue('');
    });

    test('a word with no result offers "Did you mean" and the categories', async ({ page }) => {
      const { typo, meant } = words[lang];
      await page.goto(`/?lang=${lang}`);
      const box = await typeInSearch(page, lang, typo);
      await box.press('Enter');
      await expect(page.getByText(t(lang, 'search.empty', { term: typo }))).toBeVisible();
      const categories = page.getByRole('navigation', { name: t(lang, 'search.browseCategories') });
      await expect(categories.getByRole('link')).toHaveCount(7);
      const meantLink = page.getByRole('link', { name: meant, exact: true });
      await expect(meantLink).toBeVisible();
      await expect(page.getByText(t(lang, 'search.didYouMean', { word: meant }))).toBeVisible();
      if (viewport === PHONE) await fitsAndPasses(page, `search-no-result-${where}`);
      else await expectNoSeriousAxe(page, 'no result');
      await meantLink.click();
      const results = page.getByRole('list', { name: t(lang, 'search.title', { term: meant }) });
      await expect(results.getByRole('heading', { level: 2 }).first()).toContainText(words[lang].probook);
      // The categories lead on too.
      await page.goBack();
      await categories.getByRole('link').last().click();
      await expect(page).toHaveURL(/\/categoriesname\?category=/);
    });
  });
}

const synonymCases = [
  { lang: 'en' as const, viewport: DESKTOP, terms: 'clavier, keyboard', typed: 'clavier' },
  { lang: 'ar' as const, viewport: PHONE, terms: 'كيبورد، لوحة مفاتيح', typed: 'كيبورد' },
];

for (const { lang, viewport, terms, typed } of synonymCases) {
  const where = `${lang}-${viewport.width}`;
  test.describe(`synonyms, ${lang}, ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a manager adds a synonym and the shop finds it at once; the searches are counted', async ({
      page,
      request,
    }) => {
      // Before: the word finds nothing (and is counted as a search with no result).
      const before = await request.get(`/api/product?search=${encodeURIComponent(typed)}`);
      expect((await before.json()).total).toBe(0);

      await signInBrowser(page, await loginThroughApi(request, MANAGER.email, MANAGER.password));
      await page.goto(`/staff/synonyms?lang=${lang}`);
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'backOffice.synonyms.title') }),
      ).toBeVisible();
      await expect(page.getByRole('cell', { name: /^موبايل/ })).toBeVisible();
      await page.getByRole('button', { name: t(lang, 'backOffice.synonyms.new') }).click();
      const form = page.getByRole('region', { name: t(lang, 'backOffice.synonyms.new') });
      await form.getByRole('textbox', { name: t(lang, 'backOffice.synonyms.terms') }).fill(terms);
      await form.getByRole('button', { name: t(lang, 'backOffice.synonyms.create') }).click();
      await expect(page.getByText(t(lang, 'backOffice.synonyms.created'))).toBeVisible();
      await expect(form).toBeHidden();
      const separator = lang === 'ar' ? '، ' : ', ';
      await expect(
        page.getByRole('cell', { name: terms.split(/[,،]\s*/).join(separator), exact: true }),
      ).toBeVisible();
      if (viewport === PHONE) await fitsAndPasses(page, `search-synonyms-${where}`);
      else {
        await expectNoSeriousAxe(page, 'synonyms');
        await shot(page, `search-synonyms-${where}`);
      }

      // A term another group has is refused with a sentence naming it.
      await page.getByRole('button', { name: t(lang, 'backOffice.synonyms.new') }).click();
      await form.getByRole('textbox', { name: t(lang, 'backOffice.synonyms.terms') }).fill(`${typed}, zzz`);
      await form.getByRole('button', { name: t(lang, 'backOffice.synonyms.create') }).click();
      await expect(form.getByRole('alert')).toContainText(typed);
      await form.getByRole('button', { name: t(lang, 'backOffice.synonyms.cancel') }).click();

      // The shop finds it at once, in the suggestions and the listing.
      await page.goto(`/?lang=${lang}`);
      const box = await typeInSearch(page, lang, typed);
      await expect(suggestions(page, lang).getByRole('option').first()).toContainText(
        lang === 'en' ? 'Keyboard' : 'لوحة مفاتيح',
      );
      await box.press('Enter');
      const results = page.getByRole('list', { name: t(lang, 'search.title', { term: typed }) });
      await expect(results.getByRole('heading', { level: 2 }).first()).toContainText(
        lang === 'en' ? 'Keyboard' : 'لوحة مفاتيح',
      );

      // The Searches screen counts both: the word once with no result, then found.
      await page.goto(`/staff/searches?lang=${lang}`);
      const top = page.getByRole('region', { name: t(lang, 'backOffice.searches.top') });
      const none = page.getByRole('region', { name: t(lang, 'backOffice.searches.noResult') });
      await expect(top.getByRole('cell', { name: typed, exact: true })).toBeVisible();
      await expect(none.getByRole('cell', { name: typed, exact: true })).toBeVisible();
      if (viewport === PHONE) await fitsAndPasses(page, `search-searches-${where}`);
      else {
        await expectNoSeriousAxe(page, 'searches');
        await shot(page, `search-searches-${where}`);
      }
    });
  });
}
