// The Synonyms screen: a manager adds, edits and deletes groups with the contract's limits and reads the server's
// refusals as sentences (a 409 names the clashing term); staff read the groups only; loading, empty and error states;
// in both languages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../../support/web/server';
import type { SynonymGroup, SynonymGroupRequest } from '../../../../src/contract/search';
import { stateAs } from './backOfficeFixtures';

setupMswServer();

/** A cell by its text (its terms are separate <bdi> elements, so the accessible name spaces them out). */
const cellText = (text: string) => (_name: string, cell: Element) => cell.textContent === text;

const phones: SynonymGroup = { _id: 's1', terms: ['موبايل', 'تليفون', 'phone', 'mobile'] };
const chargers: SynonymGroup = { _id: 's2', terms: ['شاحن', 'charger'] };

function synonymsApi(start: SynonymGroup[] = [phones, chargers]) {
  let current = start;
  const sent: {
    created: SynonymGroupRequest[];
    updated: (SynonymGroupRequest & { id: string })[];
    deleted: string[];
  } = { created: [], updated: [], deleted: [] };
  server.use(
    ...emptyCatalogue,
    http.get(api('/staff/search/synonyms'), () => HttpResponse.json({ data: current })),
    http.post(api('/staff/search/synonyms'), async ({ request }) => {
      const body = (await request.json()) as SynonymGroupRequest;
      sent.created.push(body);
      if (body.terms.includes('phone'))
        return HttpResponse.json(
          { message: '“phone” is already in another group (موبايل, تليفون, phone, mobile)' },
          { status: 409 },
        );
      const made = { _id: `s${current.length + 1}`, terms: body.terms };
      current = [...current, made];
      return HttpResponse.json({ data: made }, { status: 201 });
    }),
    http.put(api('/staff/search/synonyms/:id'), async ({ request, params }) => {
      const body = (await request.json()) as SynonymGroupRequest;
      sent.updated.push({ id: String(params.id), ...body });
      current = current.map((group) => (group._id === params.id ? { ...group, terms: body.terms } : group));
      return HttpResponse.json({ data: current.find((group) => group._id === params.id) });
    }),
    http.delete(api('/staff/search/synonyms/:id'), ({ params }) => {
      sent.deleted.push(String(params.id));
      current = current.filter((group) => group._id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}

describe('synonyms screen', () => {
  it('lists the groups with their words', async () => {
    synonymsApi();
    renderApp('/staff/synonyms', { preloadedState: stateAs('manager') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Synonyms' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('موبايل, تليفون, phone, mobile');
    expect(rows[1]).toHaveTextContent('4');
    expect(rows[2]).toHaveTextContent('شاحن, charger');
  });

  it('adds a group after checking the words against the limits', async () => {
    const user = userEvent.setup();
    const sent = synonymsApi();
    renderApp('/staff/synonyms', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'New group' }));
    const form = screen.getByRole('region', { name: 'New group' });
    const words = within(form).getByRole('textbox', { name: 'Words' });

    await user.type(words, 'mouse');
    await user.click(within(form).getByRole('button', { name: 'Add group' }));
    expect(await within(form).findByText('A group has 2 to 12 terms')).toBeInTheDocument();
    await user.type(words, ', Mouse');
    expect(await within(form).findByText('This term is already in the group')).toBeInTheDocument();
    await user.clear(words);
    await user.type(words, `mouse, ${'m'.repeat(41)}`);
    expect(await within(form).findByText('Each term has 1 to 40 characters')).toBeInTheDocument();
    await user.clear(words);
    await user.type(words, Array.from({ length: 13 }, (_, i) => `w${i}`).join(','));
    expect(await within(form).findByText('A group has 2 to 12 terms')).toBeInTheDocument();
    expect(sent.created).toEqual([]);

    await user.clear(words);
    await user.type(words, ' ماوس ، mouse ,  ');
    await user.click(within(form).getByRole('button', { name: 'Add group' }));
    await waitFor(() => expect(sent.created).toEqual([{ terms: ['ماوس', 'mouse'] }]));
    expect(await screen.findByRole('cell', { name: cellText('ماوس, mouse') })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New group' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal as a sentence naming the word another group has", async () => {
    const user = userEvent.setup();
    synonymsApi();
    renderApp('/staff/synonyms', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'New group' }));
    const form = screen.getByRole('region', { name: 'New group' });
    await user.type(within(form).getByRole('textbox', { name: 'Words' }), 'phone, smartphone');
    await user.click(within(form).getByRole('button', { name: 'Add group' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '“phone” is already in another group (موبايل, تليفون, phone, mobile)',
    );
    // The form stays open with the words, to be corrected.
    expect(within(form).getByRole('textbox', { name: 'Words' })).toHaveValue('phone, smartphone');
  });

  it('edits a group', async () => {
    const user = userEvent.setup();
    const sent = synonymsApi();
    renderApp('/staff/synonyms', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'Edit the group شاحن, charger' }));
    const form = screen.getByRole('region', { name: 'Edit the group شاحن, charger' });
    const words = within(form).getByRole('textbox', { name: 'Words' });
    expect(words).toHaveValue('شاحن, charger');
    await user.type(words, ', adapter');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.updated).toEqual([{ id: 's2', terms: ['شاحن', 'charger', 'adapter'] }]));
    expect(await screen.findByRole('cell', { name: cellText('شاحن, charger, adapter') })).toBeInTheDocument();
  });

  it('deletes a group after asking', async () => {
    const user = userEvent.setup();
    const sent = synonymsApi();
    renderApp('/staff/synonyms', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'Delete the group شاحن, charger' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveAccessibleName(/Delete the group شاحن, charger\?/);
    await user.click(within(question).getByRole('button', { name: 'No' }));
    expect(sent.deleted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete the group شاحن, charger' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(sent.deleted).toEqual(['s2']));
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: cellText('شاحن, charger') })).not.toBeInTheDocument(),
    );
  });

  it('shows staff the groups without a way to change them', async () => {
    synonymsApi();
    renderApp('/staff/synonyms', { preloadedState: stateAs('staff') });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Only a manager can change the synonyms.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New group' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back office' })).toHaveTextContent('Synonyms');
  });

  it('says when there is no group yet', async () => {
    synonymsApi([]);
    renderApp('/staff/synonyms', { preloadedState: stateAs('manager') });
    expect(await screen.findByText('No synonym groups yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the groups could not be loaded, and loads them again on request', async () => {
    const user = userEvent.setup();
    server.use(
      ...emptyCatalogue,
      http.get(
        api('/staff/search/synonyms'),
        () => HttpResponse.json({ message: 'Out of order' }, { status: 503 }),
        {
          once: true,
        },
      ),
      http.get(api('/staff/search/synonyms'), () => HttpResponse.json({ data: [phones] })),
    );
    renderApp('/staff/synonyms', { preloadedState: stateAs('manager') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Out of order');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('cell', { name: cellText('موبايل, تليفون, phone, mobile') }),
    ).toBeInTheDocument();
  });

  it('works in Arabic', async () => {
    const user = userEvent.setup();
    const sent = synonymsApi();
    renderApp('/staff/synonyms', { preloadedState: stateAs('manager', 'ar') });
    expect(await screen.findByRole('heading', { level: 1, name: 'المترادفات' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: cellText('شاحن، charger') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'مجموعة جديدة' }));
    const form = screen.getByRole('region', { name: 'مجموعة جديدة' });
    await user.type(within(form).getByRole('textbox', { name: 'الكلمات' }), 'ماوس');
    await user.click(within(form).getByRole('button', { name: 'إضافة المجموعة' }));
    expect(await within(form).findByText('المجموعة من 2 إلى 12 كلمة')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'الكلمات' }), '، mouse');
    await user.click(within(form).getByRole('button', { name: 'إضافة المجموعة' }));
    await waitFor(() => expect(sent.created).toEqual([{ terms: ['ماوس', 'mouse'] }]));
  });
});
