import { SAVED_ADDRESSES_MAX } from '../../../src/contract';
import { bearer, json, register, type Account } from '../../support/server/api';
import { createTestApp, type TestApp } from '../../support/server/harness';

const HOME = {
  government: 'Cairo',
  city: 'Maadi',
  street: 'Road 9',
  building: '12',
  floor: '3',
  apartment: '7',
  landmark: 'Behind the metro station',
};
const WORK = {
  government: 'Giza',
  city: 'Dokki',
  street: 'Tahrir Street',
  building: '4',
  floor: '',
  apartment: '',
  landmark: '',
};

describe('the address book (/api/user/addresses)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (who: Account | undefined, method: Method, url: string, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url: `/api/user/addresses${url}`,
      headers: { ...(who ? bearer(who.token) : {}), 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  const book = async (who: Account) =>
    json<{ data: { _id: string; isDefault: boolean; city: string }[] }>(await call(who, 'GET', '')).data;
  const add = async (who: Account, address: object = HOME) => {
    const res = await call(who, 'POST', '', address);
    expect(res.statusCode).toBe(201);
    return json<{ data: { _id: string; isDefault: boolean } }>(res).data;
  };

  it('adds, lists, edits and deletes addresses, the first one becoming the default', async () => {
    const shopper = await register(t.app);
    expect(await book(shopper)).toEqual([]);
    // A shopper's addresses are never kept by a shared cache.
    expect((await call(shopper, 'GET', '')).headers['cache-control']).toBe('no-store');

    const home = await add(shopper, HOME);
    expect(home).toEqual(
      expect.objectContaining({
        ...HOME,
        _id: expect.any(String),
        isDefault: true,
        createdAt: expect.any(String),
      }),
    );
    const work = await add(shopper, WORK);
    expect(work.isDefault).toBe(false);
    expect((await book(shopper)).map((a) => [a._id, a.isDefault])).toEqual([
      [home._id, true],
      [work._id, false],
    ]);

    const edited = await call(shopper, 'PATCH', `/${work._id}`, { ...WORK, city: 'Mohandessin' });
    expect(edited.statusCode).toBe(200);
    expect(json(edited).data).toEqual(expect.objectContaining({ city: 'Mohandessin', isDefault: false }));

    const deleted = await call(shopper, 'DELETE', `/${work._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toEqual({ message: 'Address deleted' });
    expect((await book(shopper)).map((a) => a._id)).toEqual([home._id]);
  });

  it('keeps exactly one default: making another the default moves it', async () => {
    const shopper = await register(t.app);
    const home = await add(shopper, HOME);
    const work = await add(shopper, WORK);
    const res = await call(shopper, 'POST', `/${work._id}/default`);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual(expect.objectContaining({ _id: work._id, isDefault: true }));
    const after = await book(shopper);
    expect(after.filter((a) => a.isDefault).map((a) => a._id)).toEqual([work._id]);
    expect(after[0]!._id).toBe(work._id);
    // Again: nothing changes.
    expect((await call(shopper, 'POST', `/${work._id}/default`)).statusCode).toBe(200);
    expect((await book(shopper)).filter((a) => a.isDefault)).toHaveLength(1);
    void home;
  });

  it('passes the default to the most recently created or edited address when the default is deleted', async () => {
    const shopper = await register(t.app);
    const first = await add(shopper, HOME);
    const second = await add(shopper, WORK);
    const third = await add(shopper, { ...WORK, city: 'Zamalek' });
    // Editing the second makes it the most recent.
    await call(shopper, 'PATCH', `/${second._id}`, { ...WORK, city: 'Agouza' });
    expect((await call(shopper, 'DELETE', `/${first._id}`)).statusCode).toBe(200);
    const after = await book(shopper);
    expect(after.find((a) => a.isDefault)?._id).toBe(second._id);
    await call(shopper, 'DELETE', `/${second._id}`);
    expect((await book(shopper)).map((a) => [a._id, a.isDefault])).toEqual([[third._id, true]]);
    await call(shopper, 'DELETE', `/${third._id}`);
    expect(await book(shopper)).toEqual([]);
  });

  it('the database refuses a second default for the same user', async () => {
    const shopper = await register(t.app);
    const home = await add(shopper, HOME);
    const work = await add(shopper, WORK);
    const { sql } = await import('drizzle-orm');
    await expect(
      t.database.db.execute(sql`UPDATE saved_addresses SET is_default = true WHERE id = ${work._id}`),
    ).rejects.toThrow();
    void home;
  });

  it("answers 404 for another shopper's address, and changes nothing", async () => {
    const owner = await register(t.app);
    const other = await register(t.app);
    const home = await add(owner, HOME);
    for (const [method, url, payload] of [
      ['PATCH', `/${home._id}`, WORK],
      ['DELETE', `/${home._id}`, undefined],
      ['POST', `/${home._id}/default`, undefined],
    ] as const) {
      const res = await call(other, method, url, payload);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ message: 'Address not found' });
    }
    expect(await book(other)).toEqual([]);
    expect(await book(owner)).toEqual([expect.objectContaining({ ...HOME, _id: home._id, isDefault: true })]);
    expect((await call(owner, 'PATCH', '/no-such-id', HOME)).statusCode).toBe(404);
  });

  it("refuses an address that breaks the checkout rules with 400 and the field's message, in Arabic too", async () => {
    const shopper = await register(t.app);
    const empty = await call(shopper, 'POST', '', {});
    expect(empty.statusCode).toBe(400);
    expect(json(empty).errors).toEqual({
      government: 'Government is required',
      city: 'City is required',
      street: 'Street is required',
      building: 'Building is required',
    });
    const bad = await call(shopper, 'POST', '', {
      ...HOME,
      city: 'Cairo@5',
      street: ' Road 9',
      floor: '12345678',
      landmark: ' near the mosque',
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual({
      city: "City may contain only letters, digits, spaces and - ' . , ،",
      street: 'Street must not start with a space',
      floor: expect.any(String),
      landmark: 'Must not start with a space',
    });
    const long = await call(shopper, 'POST', '', { ...HOME, landmark: 'x'.repeat(51) });
    expect(json(long)).toEqual({ message: 'Maximum 50 chars', errors: { landmark: 'Maximum 50 chars' } });
    // No coercion: a number is not text.
    const typed = await call(shopper, 'POST', '', { ...HOME, building: 12 });
    expect(typed.statusCode).toBe(400);

    const arabic = await call(shopper, 'POST', '', { ...HOME, street: '' }, 'ar');
    expect(arabic.statusCode).toBe(400);
    expect(json(arabic).message).toMatch(/[\u0600-\u06FF]/);
    expect(json(arabic).message).not.toBe('Street is required');
    expect(await book(shopper)).toEqual([]);
  });

  it('keeps real addresses as typed: digits in the city, letters in units, the Arabic comma in the street', async () => {
    const shopper = await register(t.app);
    const october = {
      government: 'Giza',
      city: '6th of October',
      street: 'شارع ٩، الحي الثاني',
      building: '12B',
      floor: '3A',
      apartment: '12B',
      landmark: '',
    };
    const saved = await add(shopper, october);
    expect(saved).toEqual(expect.objectContaining(october));
    const ramadan = { ...october, government: 'Sharkia', city: 'العاشر من رمضان', apartment: 'أ٢' };
    await add(shopper, ramadan);
    expect(await book(shopper)).toEqual(
      expect.arrayContaining([expect.objectContaining(october), expect.objectContaining(ramadan)]),
    );
    // Digits alone are not a city, and a unit is letters and digits only.
    const digits = await call(shopper, 'POST', '', { ...october, city: '10', apartment: '12-B' });
    expect(digits.statusCode).toBe(400);
    expect(json(digits).errors).toEqual({
      city: 'City must contain a letter',
      apartment: 'Use only letters and digits (like 12B)',
    });
  });

  it('keeps only what it owns: extra fields such as isDefault or another user id are ignored', async () => {
    const shopper = await register(t.app);
    const other = await register(t.app);
    await add(shopper, HOME);
    const sneaky = await add(shopper, { ...WORK, isDefault: true, userId: other.user._id, _id: 'chosen' });
    expect(sneaky.isDefault).toBe(false);
    expect(sneaky._id).not.toBe('chosen');
    expect(await book(other)).toEqual([]);
  });

  it(`refuses an address past ${SAVED_ADDRESSES_MAX} with 409 and says why, in Arabic too`, async () => {
    const shopper = await register(t.app);
    for (let i = 0; i < SAVED_ADDRESSES_MAX; i += 1) await add(shopper, { ...WORK, building: String(i + 1) });
    const res = await call(shopper, 'POST', '', HOME);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({
      message: `You can keep up to ${SAVED_ADDRESSES_MAX} addresses. Delete one you no longer use, then add the new one.`,
    });
    const ar = await call(shopper, 'POST', '', HOME, 'ar');
    expect(ar.statusCode).toBe(409);
    expect(json(ar).message).toContain('احذف');
    expect(await book(shopper)).toHaveLength(SAVED_ADDRESSES_MAX);
  });

  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', ''],
      ['POST', ''],
      ['PATCH', '/x'],
      ['DELETE', '/x'],
      ['POST', '/x/default'],
    ] as const) {
      const res = await call(
        undefined,
        method,
        url,
        method === 'POST' || method === 'PATCH' ? HOME : undefined,
      );
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ message: expect.any(String) });
    }
  });
});
