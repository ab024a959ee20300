// The listing's filters on a phone: a 'Filters' button opens them in a bottom sheet (a modal dialog that keeps focus
// inside, closes on Escape, its close button or 'Show N results', and gives focus back to the button), whose
// 'Show N results' is the API's total for the filters chosen. Through the real route table, with MSW for the API.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../../support/web/render';
import { api, server, setupMswServer } from '../../../../support/web/server';
import { categories, page, product } from '../../../../support/web/catalogueFixtures';

setupMswServer();
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(60_000);

/** What the API counts for each category (none chosen: every product). */
const totals: Record<string, number> = { all: 25, 'c-pro': 12, 'c-air': 1, 'c-aio': 0, 'c-acc': 4 };

beforeEach(() => {
  server.use(
    http.get(api('/category'), () => HttpResponse.json({ categories })),
    http.get(api('/product'), ({ request }) => {
      const total = totals[new URL(request.url).searchParams.get('category') ?? 'all'] ?? 0;
      return HttpResponse.json(
        page(total === 0 ? [] : [product({ name: `One of ${total}` })], {
          pages: Math.max(1, Math.ceil(total / 10)),
          total,
        }),
      );
    }),
  );
});

async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  const button = await screen.findByRole('button', { name: 'Filters' });
  await user.click(button);
  return { button, sheet: screen.getByRole('dialog', { name: 'Filters' }) };
}

describe('the filters bottom sheet', () => {
  it('opens as a modal dialog with focus inside and the page behind locked', async () => {
    const user = userEvent.setup();
    renderApp('/categories');
    const { button, sheet } = await openSheet(user);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside the sheet', async () => {
    const user = userEvent.setup();
    renderApp('/categories');
    const { sheet } = await openSheet(user);
    const close = within(sheet).getByRole('button', { name: 'Close filters' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(await within(sheet).findByRole('button', { name: 'Show 25 results' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    for (let i = 0; i < 30; i += 1) {
      await user.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and gives focus back to the Filters button, with the page unlocked', async () => {
    const user = userEvent.setup();
    renderApp('/categories');
    const { button } = await openSheet(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes with its close button and gives focus back', async () => {
    const user = userEvent.setup();
    renderApp('/categories');
    const { button, sheet } = await openSheet(user);
    await user.click(within(sheet).getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a tap on the backdrop, not on a tap inside', async () => {
    const user = userEvent.setup();
    renderApp('/categories');
    const { button, sheet } = await openSheet(user);
    fireEvent.mouseDown(within(sheet).getByRole('heading', { name: 'Filters' }));
    expect(sheet).toBeInTheDocument();
    fireEvent.mouseDown(sheet.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("counts the results of the filters chosen, and 'Show N results' shows them with the sheet closed", async () => {
    const user = userEvent.setup();
    renderApp('/categories');
    const { button, sheet } = await openSheet(user);
    expect(await within(sheet).findByRole('button', { name: 'Show 25 results' })).toBeInTheDocument();

    await user.click(within(sheet).getByRole('radio', { name: 'Professional Laptops' }));
    const show = await within(sheet).findByRole('button', { name: 'Show 12 results' });
    await user.click(within(sheet).getByRole('radio', { name: 'Air Laptops' }));
    expect(await within(sheet).findByRole('button', { name: 'Show 1 result' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('radio', { name: 'All-in-One Desktops' }));
    expect(await within(sheet).findByRole('button', { name: 'No results' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('radio', { name: 'Accessories' }));

    await user.click(await within(sheet).findByRole('button', { name: 'Show 4 results' }));
    expect(show).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Accessories Collection' })).toBeInTheDocument();
    expect(screen.getByText('One of 4')).toBeInTheDocument();
  });

  it('names its button without a count while the new count is on its way', async () => {
    const user = userEvent.setup();
    renderApp('/categories');
    const { sheet } = await openSheet(user);
    await within(sheet).findByRole('button', { name: 'Show 25 results' });
    await user.click(within(sheet).getByRole('radio', { name: 'Professional Laptops' }));
    expect(within(sheet).getByRole('button', { name: 'Show results' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Show 12 results' })).toBeVisible());
  });
});
