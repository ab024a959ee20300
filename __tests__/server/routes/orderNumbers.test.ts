// An order found by the short number that emails and screens show (#5EF9B888) as well as by its id, a guest's lookup
// by that number and the phone, and the time by which an unconfirmed cash-on-delivery order is cancelled.
import type { Order } from '../../../src/contract';
import {
  bearer,
  inStockProduct,
  json,
  placeOrder,
  register,
  staffToken,
  type Account,
} from '../../support/server/api';
import { createTestApp, type TestApp } from '../../support/server/harness';

const HOURS = 24;
const shortNumber = (id: string) => id.split('-')[0]!.toUpperCase();

describe('orders by their short number', () => {
  let t: TestApp;
  let shopper: Account;
  let order: Order;
  beforeAll(async () => {
    t = await createTestApp({ config: { codConfirmHours: HOURS, codSweepMs: 60_000 } });
    shopper = await register(t.app, { phone: '01198765432' });
    order = await placeOrder(t.app, shopper.token, (await inStockProduct(t.app))._id);
    // Building the app is slow on a busy machine (the harness allows 60 s a step).
  }, 180_000);
  afterAll(() => t.close());

  const get = (idOrNumber: string, token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/checkout/${encodeURIComponent(idOrNumber)}`,
      headers: bearer(token),
    });
  const lookup = (payload: object, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/lookup',
      headers: { 'accept-language': lang },
      payload,
    });

  it('says when an unconfirmed order is cancelled: COD_CONFIRM_HOURS after it was placed', () => {
    expect(order.confirmBy).toBe(new Date(Date.parse(order.createdAt) + HOURS * 3_600_000).toISOString());
  });

  it.each([['#'], ['']])('finds the shopper’s order by its number (%j before it, any case)', async (hash) => {
    for (const number of [
      `${hash}${shortNumber(order._id)}`,
      `${hash}${shortNumber(order._id).toLowerCase()}`,
    ]) {
      const res = await get(number, shopper.token);
      expect(res.statusCode).toBe(200);
      expect(json(res).data).toMatchObject({ _id: order._id, confirmBy: order.confirmBy });
    }
  });

  it('keeps another shopper out of it by number as by id (404), and lets staff find it', async () => {
    const other = await register(t.app);
    const refused = await get(`#${shortNumber(order._id)}`, other.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Order not found' });
    const desk = await get(`#${shortNumber(order._id)}`, await staffToken(t.app));
    expect(json(desk).data._id).toBe(order._id);
  });

  it('lets a guest look the order up by its number and the phone, written as people paste it', async () => {
    for (const phone of ['01198765432', '+20 119 876 5432', '٠١١٩٨٧٦٥٤٣٢']) {
      const res = await lookup({ number: `#${shortNumber(order._id)}`, phone });
      expect(res.statusCode).toBe(200);
      expect(json(res).data).toMatchObject({ _id: order._id, status: 'pending', confirmBy: order.confirmBy });
    }
  });

  it('answers the same 404 whether the number or the phone is wrong', async () => {
    const wrongPhone = await lookup({ number: shortNumber(order._id), phone: '01012345678' });
    const wrongNumber = await lookup({ number: '#00000000', phone: '01198765432' });
    const arabic = await lookup({ number: '#00000000', phone: '01198765432' }, 'ar');
    for (const res of [wrongPhone, wrongNumber]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Order not found' });
    }
    expect(arabic.statusCode).toBe(404);
    expect(arabic.json().message).not.toBe('Order not found');
  });

  it.each<[object, string]>([
    [{ number: 'ABC', phone: '01198765432' }, 'number'],
    [{ number: '#5EF9B88G', phone: '01198765432' }, 'number'],
    [{ phone: '01198765432' }, 'number'],
    [{ number: 12345678, phone: '01198765432' }, 'number'],
    [{ number: '#5EF9B888', phone: '12345' }, 'phone'],
    [{ number: '#5EF9B888' }, 'phone'],
  ])('refuses %j with 400 naming the field', async (payload, field) => {
    const res = await lookup(payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it('says no cancel time once the order is cancelled', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/cancel/${order._id}`,
      headers: bearer(shopper.token),
      payload: { reason: 'No Reason' },
    });
    expect(json(res).data).toMatchObject({ status: 'cancelled', confirmBy: null });
  });
});
