// The listing's brand and colour filters: the brands and colours the API offers for the category, named in the
// shopper's language; choosing one asks GET /product for it (`brand`, `color`), and the address keeps it. Through the
// real route table, with MSW.
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
const colors = [
  { value: 'Blue', valueAr: 'أزرق' },
  { value: 'Midnight', valueAr: 'كحلي' },
];
let asked: URLSearchParams[] = [];

beforeEach(() => {
  asked = [];
  server.use(
    http.get(api('/category'), () => HttpResponse.json({ categories })),
    http.get(api('/product'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const made = `${params.get('brand') ?? 'anyone'} in ${params.get('color') ?? 'any colour'}`;
      return HttpResponse.json({ ...page([product({ name: `Made by ${made}` })]), brands, colors });
    }),
  );
});

describe.each([
  { legend: 'Brand', legendAr: 'الماركة', param: 'brand', offered: brands, chosen: 'Orbit' },
  { legend: 'Colour', legendAr: 'اللون', param: 'color', offered: colors, chosen: 'Midnight' },
])('the $param filter', ({ legend, legendAr, param, offered, chosen }) => {
  it("offers the category's values and asks for the one chosen", async () => {
    const user = userEvent.setup();
    renderApp('/categories');
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const group = await screen.findByRole('group', { name: legend });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Any', ...offered.map((o) => o.value)]);
    await user.click(within(group).getByRole('radio', { name: chosen }));
    expect(await screen.findByText(new RegExp(`Made by .*${chosen}`))).toBeInTheDocument();
    expect(asked.some((params) => params.get(param) === chosen)).toBe(true);
  });

  it('names the values in Arabic', async () => {
    const user = userEvent.setup();
    renderApp('/categories', { preloadedState: { ui: { lang: 'ar' } } });
    await user.click(await screen.findByRole('button', { name: 'عوامل التصفية' }));
    const group = await screen.findByRole('group', { name: legendAr });
    for (const { valueAr } of offered)
      expect(within(group).getByRole('radio', { name: valueAr })).toBeInTheDocument();
  });

  it('keeps a value from a shared link offered, checked, so it can be undone', async () => {
    const user = userEvent.setup();
    renderApp(`/categories?${param}=Plaid`);
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const group = await screen.findByRole('group', { name: legend });
    expect(within(group).getByRole('radio', { name: 'Plaid' })).toBeChecked();
    expect(asked.some((params) => params.get(param) === 'Plaid')).toBe(true);
  });
});
