// The Staff screen: who has back-office access; add an account with the signup form's rules, change a role or take
// access away after a question; the manager's own row has no actions; in both languages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../../support/web/server';
import type { StaffAccount, StaffAccountInput, StaffRoleChange } from '../../../../src/contract/backOffice';
import { stateAs } from './backOfficeFixtures';

setupMswServer();

const account = (overrides: Partial<StaffAccount> = {}): StaffAccount => ({
  _id: 'a1',
  name: 'Omar Desk',
  email: 'omar@store.com',
  phone: '01012345678',
  role: 'staff',
  createdAt: '2026-02-01T10:00:00.000Z',
  ...overrides,
});

function accountsApi() {
  let current: StaffAccount[] = [
    // The signed-in manager (backOfficeFixtures' session is u9, Hana Samir).
    account({ _id: 'u9', name: 'Hana Samir', email: 'hana@example.com', role: 'manager' }),
    account(),
  ];
  const sent: { created: StaffAccountInput[]; roles: (StaffRoleChange & { id: string })[] } = {
    created: [],
    roles: [],
  };
  server.use(
    ...emptyCatalogue,
    http.get(api('/staff/accounts'), () => HttpResponse.json({ data: current })),
    http.post(api('/staff/accounts'), async ({ request }) => {
      const body = (await request.json()) as StaffAccountInput;
      sent.created.push(body);
      if (body.email === 'taken@store.com') {
        return HttpResponse.json(
          {
            message: 'An account with this email already exists',
            errors: { email: 'An account with this email already exists' },
          },
          { status: 409 },
        );
      }
      const made = account({ ...body, _id: 'a2' });
      current = [...current, made];
      return HttpResponse.json({ data: made }, { status: 201 });
    }),
    http.put(api('/staff/accounts/:id/role'), async ({ request, params }) => {
      const body = (await request.json()) as StaffRoleChange;
      sent.roles.push({ id: String(params.id), ...body });
      const changed = { ...current.find((a) => a._id === params.id)!, role: body.role };
      current =
        body.role === 'user'
          ? current.filter((a) => a._id !== params.id)
          : current.map((a) => (a._id === params.id ? changed : a));
      return HttpResponse.json({ data: changed });
    }),
  );
  return sent;
}

describe('staff accounts screen', () => {
  it('lists the accounts with their roles; the manager’s own row has no actions', async () => {
    accountsApi();
    renderApp('/staff/accounts', { preloadedState: stateAs('manager') });
    const rows = within(await screen.findByRole('table', { name: 'Staff' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Hana Samir(you)');
    expect(rows[1]).toHaveTextContent('Manager');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(rows[2]).toHaveTextContent('Order desk');
    expect(within(rows[2]!).getByRole('button', { name: 'Make manager, Omar Desk' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Remove access, Omar Desk' })).toBeInTheDocument();
  });

  it('adds an account only with the signup rules met, and shows a taken email on its field', async () => {
    const user = userEvent.setup();
    const sent = accountsApi();
    renderApp('/staff/accounts', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'Add an account' }));
    const form = screen.getByRole('region', { name: 'Add an account' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Mona Adel');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'taken@store.com');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '01098765432');
    await user.type(within(form).getByLabelText('First password'), 'weak');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await within(form).findByText(/at least 8 characters/i)).toBeInTheDocument();
    expect(sent.created).toHaveLength(0);

    await user.clear(within(form).getByLabelText('First password'));
    await user.type(within(form).getByLabelText('First password'), 'Mona@Desk_2026');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'Manager');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await within(form).findAllByText('An account with this email already exists')).not.toHaveLength(0);
    expect(sent.created[0]).toEqual({
      name: 'Mona Adel',
      email: 'taken@store.com',
      phone: '01098765432',
      password: 'Mona@Desk_2026',
      role: 'manager',
    });

    await user.clear(within(form).getByRole('textbox', { name: 'Email' }));
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'mona@store.com');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Add an account' })).toBeNull());
    expect(await screen.findByRole('cell', { name: 'Mona Adel' })).toBeInTheDocument();
  });

  it('changes a role and takes access away only after the question is answered', async () => {
    const user = userEvent.setup();
    const sent = accountsApi();
    renderApp('/staff/accounts', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'Remove access, Omar Desk' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent('Remove Omar Desk’s access to the back office?');
    await user.click(within(question).getByRole('button', { name: /no/i }));
    expect(sent.roles).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Make manager, Omar Desk' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: /yes/i }));
    await waitFor(() => expect(sent.roles).toEqual([{ id: 'a1', role: 'manager' }]));
    expect(await screen.findByRole('button', { name: 'Make order desk, Omar Desk' })).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    accountsApi();
    renderApp('/staff/accounts', { preloadedState: stateAs('manager', 'ar') });
    expect(await screen.findByRole('heading', { name: 'الموظفون', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'إلغاء الصلاحية، Omar Desk' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'لوحة الإدارة' })).toHaveTextContent('الموظفون');
  });

  it('is the managers’: staff see that they are not allowed', async () => {
    accountsApi();
    renderApp('/staff/accounts', { preloadedState: stateAs('staff') });
    expect(await screen.findByRole('heading', { name: /not allowed/i })).toBeInTheDocument();
  });
});
