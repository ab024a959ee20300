// The returns desk: the list by status, reason and search; approving with a pickup day, rejecting with the shop's
// reason (a note for "other"), picked up, received and inspected, each naming the version read; a stale action's 409 shown and the return reloaded; the
// refund of an order paid online through the provider and of a cash order paid out with its reference; Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DeskReturn, ReturnStatus } from '../../../../src/contract/returns';
import { renderApp } from '../../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../../support/web/server';
import { pageOf, stateAs } from './backOfficeFixtures';

setupMswServer();

const STALE = 'Someone else changed this return since you opened it. Check it as it is now, then try again.';

function deskReturn(overrides: Partial<DeskReturn> = {}): DeskReturn {
  return {
    _id: 'r1',
    orderId: '1a2b3c4d-0000-4000-8000-000000000001',
    status: 'requested',
    reason: 'defective',
    note: 'The screen flickers',
    photos: [],
    address: {
      government: 'Giza',
      city: 'Dokki',
      street: 'Tahrir 12',
      building: '7',
      floor: '3',
      apartment: '12',
    },
    lines: [
      {
        _id: 'l1',
        productId: 'p1',
        variantId: 'p1',
        variant: null,
        name: 'ProBook 16',
        nameAr: 'بروبوك ١٦',
        image: null,
        quantity: 1,
        unitPrice: 85_000,
        resellable: null,
        notResellable: null,
      },
    ],
    pickupDate: null,
    rejectReason: null,
    rejectNote: null,
    pickupFee: 0,
    refundDue: 85_000,
    refund: null,
    history: [{ status: 'requested', at: '2026-03-05T10:00:00.000Z' }],
    version: 1,
    createdAt: '2026-03-05T10:00:00.000Z',
    customer: { _id: 'u1', name: 'Mona Adel', email: 'mona@example.com', phone: '01012345678' },
    orderTotal: 174_100,
    orderRefunded: 0,
    paymentMethod: 'cod',
    ...overrides,
  };
}

const MOVES: Record<string, ReturnStatus> = {
  approve: 'approved',
  reject: 'rejected',
  pickup: 'picked up',
  receive: 'received',
  inspect: 'inspected',
  refund: 'refunded',
};

/** The desk's server for one return: it lists it, keeps versions like the real one and records each action. */
function deskApi(initial: DeskReturn = deskReturn()) {
  let current = initial;
  const sent: { action: string; body: Record<string, unknown> }[] = [];
  const queries: URLSearchParams[] = [];
  server.use(
    ...emptyCatalogue,
    http.get(api('/staff/returns'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(pageOf([current]));
    }),
    http.get(api('/staff/returns/:id'), () => HttpResponse.json({ data: current })),
    http.post(api('/staff/returns/:id/:action'), async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const action = params.action as string;
      sent.push({ action, body });
      if (body.version !== current.version)
        return HttpResponse.json({ message: STALE, errors: { version: current.version } }, { status: 409 });
      current = { ...current, status: MOVES[action]!, version: current.version + 1 };
      if (action === 'approve') current = { ...current, pickupDate: body.pickupDate as string };
      if (action === 'refund')
        current = {
          ...current,
          refund: {
            amount: body.amount as number,
            method: body.method as 'cash',
            reference: (body.reference as string) || 'PMB-REF-1',
            at: '2026-03-12T10:00:00.000Z',
          },
        };
      return HttpResponse.json({ data: current });
    }),
  );
  return {
    sent,
    queries,
    /** Someone else acts on the return meanwhile. */
    elsewhere(changes: Partial<DeskReturn>) {
      current = { ...current, ...changes, version: current.version + 1 };
    },
  };
}

const open = (lang: 'en' | 'ar' = 'en') =>
  renderApp('/staff/returns', { preloadedState: stateAs('staff', lang) });

async function chooseReturn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '#1A2B3C4D' }));
  return screen.findByRole('region', { name: /Return of order #1A2B3C4D|مرتجع/ });
}

describe('the returns desk', () => {
  it('lists returns, filtered by status and reason and searched, oldest first', async () => {
    const user = userEvent.setup();
    const desk = deskApi();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Returns desk' })).toBeVisible();
    const row = (await screen.findByRole('button', { name: '#1A2B3C4D' })).closest('tr')!;
    expect(row).toHaveTextContent('Mona Adel');
    expect(row).toHaveTextContent('Defective');
    expect(row).toHaveTextContent('Requested');
    expect(desk.queries[0]?.get('sort')).toBe('oldest');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'received');
    await waitFor(() => expect(desk.queries.at(-1)?.get('status')).toBe('received'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'wrong item');
    await waitFor(() => expect(desk.queries.at(-1)?.get('reason')).toBe('wrong item'));
    await user.type(screen.getByRole('searchbox', { name: 'Order number, name or phone' }), '0101 234');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(desk.queries.at(-1)?.get('search')).toBe('0101 234'));
    expect(desk.queries.at(-1)?.get('status')).toBe('received');
  });

  it('approves with the pickup day, naming the version read', async () => {
    const user = userEvent.setup();
    const desk = deskApi();
    open();
    const detail = await chooseReturn(user);
    expect(detail).toHaveTextContent('Defective — The screen flickers');
    expect(within(detail).getByTestId('refund-due')).toHaveTextContent('EGP 85,000');
    await user.type(within(detail).getByLabelText('Pickup day'), '2026-03-10');
    await user.click(within(detail).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(within(detail).getByTestId('return-detail-status')).toHaveTextContent('Approved'),
    );
    expect(desk.sent).toEqual([{ action: 'approve', body: { pickupDate: '2026-03-10', version: 1 } }]);
    expect(within(detail).getByRole('button', { name: 'Mark as picked up' })).toBeInTheDocument();
  });

  it('rejects with the shop’s reason and its note', async () => {
    const user = userEvent.setup();
    const desk = deskApi();
    open();
    const detail = await chooseReturn(user);
    await user.selectOptions(within(detail).getByRole('combobox', { name: 'Reason to reject' }), 'other');
    await user.type(within(detail).getByRole('textbox', { name: 'Note (needed for Other)' }), ' Box opened ');
    await user.click(within(detail).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(within(detail).getByTestId('return-detail-status')).toHaveTextContent('Rejected'),
    );
    expect(desk.sent).toEqual([
      { action: 'reject', body: { reason: 'other', note: 'Box opened', version: 1 } },
    ]);
  });

  it('shows the 409 of a stale action and reloads the return as it is now', async () => {
    const user = userEvent.setup();
    const desk = deskApi();
    open();
    const detail = await chooseReturn(user);
    desk.elsewhere({ status: 'approved', pickupDate: '2026-03-09' });
    await user.type(within(detail).getByLabelText('Pickup day'), '2026-03-10');
    await user.click(within(detail).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(STALE)).toBeInTheDocument();
    expect(desk.sent).toEqual([{ action: 'approve', body: { pickupDate: '2026-03-10', version: 1 } }]);
    await waitFor(() =>
      expect(within(detail).getByTestId('return-detail-status')).toHaveTextContent('Approved'),
    );
    expect(within(detail).getByRole('button', { name: 'Mark as picked up' })).toBeInTheDocument();
  });

  it('marks picked up, then received, then inspects each line’s resellable units', async () => {
    const user = userEvent.setup();
    const desk = deskApi(deskReturn({ status: 'approved', pickupDate: '2026-03-10', version: 2 }));
    open();
    const detail = await chooseReturn(user);
    const status = within(detail).getByTestId('return-detail-status');
    await user.click(within(detail).getByRole('button', { name: 'Mark as picked up' }));
    await waitFor(() => expect(status).toHaveTextContent('Picked up'));
    await user.click(within(detail).getByRole('button', { name: 'Mark as received' }));
    await waitFor(() => expect(status).toHaveTextContent('Received'));
    await user.selectOptions(
      within(detail).getByRole('combobox', { name: 'Resellable units of ProBook 16 (of 1)' }),
      '1',
    );
    await user.click(within(detail).getByRole('button', { name: 'Save the inspection' }));
    await waitFor(() => expect(status).toHaveTextContent('Inspected'));
    expect(desk.sent).toEqual([
      { action: 'pickup', body: { version: 2 } },
      { action: 'receive', body: { version: 3 } },
      { action: 'inspect', body: { lines: [{ lineId: 'l1', resellable: 1 }], version: 4 } },
    ]);
  });

  it('names each line’s variant by its choices and SKU, and inspects two variants of one product apart', async () => {
    const user = userEvent.setup();
    const choices = (storage: [string, string], colour: [string, string]) => [
      { name: 'Storage', nameAr: 'السعة', value: storage[0], valueAr: storage[1] },
      { name: 'Colour', nameAr: 'اللون', value: colour[0], valueAr: colour[1] },
    ];
    const line = (id: string, variantId: string, sku: string, values: ReturnType<typeof choices>) => ({
      _id: id,
      productId: 'phone',
      variantId,
      variant: { _id: variantId, sku, choices: values },
      name: 'Nova Phone 16 Pro',
      nameAr: 'نوفا فون ١٦ برو',
      image: null,
      quantity: 1,
      unitPrice: 70_000,
      resellable: null,
      notResellable: null,
    });
    const desk = deskApi(
      deskReturn({
        status: 'received',
        version: 4,
        lines: [
          line('l1', 'v-blue', 'NOVA-512-BLUE', choices(['512 GB', '512 جيجابايت'], ['Blue', 'أزرق'])),
          line('l2', 'v-black', 'NOVA-512-BLACK', choices(['512 GB', '512 جيجابايت'], ['Black', 'أسود'])),
        ],
      }),
    );
    open();
    const detail = await chooseReturn(user);
    expect(within(detail).getByText(/Nova Phone 16 Pro \(512 GB · Blue\) × 1/)).toHaveTextContent(
      'NOVA-512-BLUE',
    );
    await user.selectOptions(
      within(detail).getByRole('combobox', {
        name: 'Resellable units of Nova Phone 16 Pro (512 GB · Black) (of 1)',
      }),
      '1',
    );
    await user.click(within(detail).getByRole('button', { name: 'Save the inspection' }));
    await waitFor(() => expect(desk.sent).toHaveLength(1));
    expect(desk.sent[0]!.body).toEqual({
      lines: [
        { lineId: 'l1', resellable: 0 },
        { lineId: 'l2', resellable: 1 },
      ],
      version: 4,
    });
  });

  it('names the variant’s choices in Arabic', async () => {
    const user = userEvent.setup();
    deskApi(
      deskReturn({
        lines: [
          {
            ...deskReturn().lines[0]!,
            variantId: 'v-blue',
            variant: {
              _id: 'v-blue',
              sku: 'PB16-32-BLUE',
              choices: [{ name: 'Colour', nameAr: 'اللون', value: 'Blue', valueAr: 'أزرق' }],
            },
          },
        ],
      }),
    );
    open('ar');
    await user.click(await screen.findByRole('button', { name: '#1A2B3C4D' }));
    expect(await screen.findByText(/بروبوك ١٦ \(أزرق\)/)).toBeInTheDocument();
  });

  it('refunds an order paid by card through the provider: no method or reference to type', async () => {
    const user = userEvent.setup();
    const desk = deskApi(deskReturn({ status: 'inspected', paymentMethod: 'card', version: 5 }));
    open();
    const detail = await chooseReturn(user);
    expect(detail).toHaveTextContent(
      "Paid online: the refund goes back to the customer's card or wallet through the payment provider.",
    );
    expect(within(detail).queryByRole('combobox', { name: 'Paid back by' })).not.toBeInTheDocument();
    expect(within(detail).queryByRole('textbox', { name: 'Reference' })).not.toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Refund through the payment provider' }));
    await waitFor(() =>
      expect(within(detail).getByTestId('return-detail-status')).toHaveTextContent('Refunded'),
    );
    expect(desk.sent).toEqual([
      { action: 'refund', body: { method: 'provider', reference: '', amount: 85_000, version: 5 } },
    ]);
  });

  it('records a cash order’s refund as paid out by wallet with its reference, never "provider"', async () => {
    const user = userEvent.setup();
    const desk = deskApi(deskReturn({ status: 'inspected', version: 5 }));
    open();
    const detail = await chooseReturn(user);
    const method = within(detail).getByRole('combobox', { name: 'Paid back by' });
    expect(
      within(method)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cash at pickup', 'Mobile wallet', 'Bank transfer']);
    await user.selectOptions(method, 'wallet');
    await user.type(within(detail).getByRole('textbox', { name: 'Reference' }), 'VF-77');
    await user.click(within(detail).getByRole('button', { name: 'Record the refund' }));
    await waitFor(() =>
      expect(within(detail).getByTestId('return-detail-status')).toHaveTextContent('Refunded'),
    );
    expect(desk.sent).toEqual([
      { action: 'refund', body: { method: 'wallet', reference: 'VF-77', amount: 85_000, version: 5 } },
    ]);
    expect(detail).toHaveTextContent('Refunded EGP 85,000 by Mobile wallet, reference VF-77');
  });

  it('works in Arabic: the list, the search box and the approval', async () => {
    const user = userEvent.setup();
    const desk = deskApi();
    open('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'مكتب المرتجعات' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'رقم الطلب أو الاسم أو الهاتف' })).toBeInTheDocument();
    const row = (await screen.findByRole('button', { name: '#1A2B3C4D' })).closest('tr')!;
    expect(row).toHaveTextContent('تم الطلب');
    await user.click(within(row).getByRole('button'));
    const status = await screen.findByTestId('return-detail-status');
    await user.type(screen.getByLabelText('يوم الاستلام'), '2026-03-10');
    await user.click(screen.getByRole('button', { name: 'موافقة' }));
    await waitFor(() => expect(status).toHaveTextContent('تمت الموافقة'));
    expect(desk.sent).toHaveLength(1);
  });
});
