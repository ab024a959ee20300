// The listing's brand filter: the brands the API offers for the category, named in the shopper's language; choosing
// one asks GET /product for it (`brand`). Through the real route table, with MSW.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../../support/web/render';
import { api, server, setupMswServer } from '../../../../support/web/server';
import { categories, page, product } from '../../../../support/web/catalogueFixtures';

setupMswServer();
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(60_000);

const brands = [
  { value: 'Nova', valueAr: 'نوفا' },
  { value: 'Orbit', valueAr: 'أوربت' },
];
let asked: (string | null)[] = [];

beforeEach(() => {
  asked = [];
  server.use(
    http.get(api('/category'), () => HttpResponse.json({ categories })),
    http.get(api('/product'), ({ request }) => {
      const brand = new URL(request.url).searchParams.get('brand');
      asked.push(brand);
      return HttpResponse.json({ ...page([product({ name: `Made by ${brand ?? 'anyone'}` })]), brands });
    }),
  );
});

describe('the brand filter', () => {
  it("offers the category's brands and asks for the one chosen", async () => {
    const user = userEvent.setup();
    renderApp('/categories');
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const group = await screen.findByRole('group', { name: 'Brand' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Any', 'Nova', 'Orbit']);
    await user.click(within(group).getByRole('radio', { name: 'Orbit' }));
    expect(await screen.findByText('Made by Orbit')).toBeInTheDocument();
    expect(asked).toContain('Orbit');
  });

  it('names the brands in Arabic', async () => {
    const user = userEvent.setup();
    renderApp('/categories', { preloadedState: { ui: { lang: 'ar' } } });
    await user.click(await screen.findByRole('button', { name: 'عوامل التصفية' }));
    const group = await screen.findByRole('group', { name: 'الماركة' });
    expect(within(group).getByRole('radio', { name: 'نوفا' })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'أوربت' })).toBeInTheDocument();
  });
});
