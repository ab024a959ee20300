// An in-memory /api/user/addresses for component tests (MSW): the server's rules that the screens rely on (the
// first address is the default, a deleted default passes to the newest, 10 at most).
import { http, HttpResponse } from 'msw';
import type { SavedAddress, SavedAddressRequest } from '../../../src/contract/addresses';
import { api, server } from './server';

export interface AddressBookFake {
  addresses: SavedAddress[];
  posted: SavedAddressRequest[];
  failList: boolean;
}

let seq = 0;
export const savedAddress = (fields: Partial<SavedAddress> = {}): SavedAddress => {
  seq += 1;
  return {
    _id: `a${seq}`,
    government: 'Cairo',
    city: 'Maadi',
    street: 'Road 9',
    building: '12',
    floor: '3',
    apartment: '7',
    landmark: '',
    isDefault: false,
    createdAt: new Date(2026, 0, seq).toISOString(),
    updatedAt: new Date(2026, 0, seq).toISOString(),
    ...fields,
  };
};

export function addressBookApi(initial: SavedAddress[] = []): AddressBookFake {
  const fake: AddressBookFake = { addresses: [...initial], posted: [], failList: false };
  const sorted = () =>
    [...fake.addresses].sort(
      (a, b) => Number(b.isDefault) - Number(a.isDefault) || b.updatedAt.localeCompare(a.updatedAt),
    );
  const find = (id: unknown) => fake.addresses.find((address) => address._id === id);
  const notFound = () => HttpResponse.json({ message: 'Address not found' }, { status: 404 });
  server.use(
    http.get(api('/user/addresses'), () =>
      fake.failList
        ? HttpResponse.json({ message: 'Server unavailable' }, { status: 503 })
        : HttpResponse.json({ data: sorted() }),
    ),
    http.post(api('/user/addresses'), async ({ request }) => {
      const body = (await request.json()) as SavedAddressRequest;
      fake.posted.push(body);
      if (fake.addresses.length >= 10)
        return HttpResponse.json({ message: 'You can keep up to 10 addresses.' }, { status: 409 });
      const added = savedAddress({ ...body, isDefault: fake.addresses.length === 0 });
      fake.addresses.push(added);
      return HttpResponse.json({ data: added }, { status: 201 });
    }),
    http.patch(api('/user/addresses/:id'), async ({ params, request }) => {
      const address = find(params.id);
      if (!address) return notFound();
      Object.assign(address, (await request.json()) as SavedAddressRequest, {
        updatedAt: new Date().toISOString(),
      });
      return HttpResponse.json({ data: address });
    }),
    http.delete(api('/user/addresses/:id'), ({ params }) => {
      const address = find(params.id);
      if (!address) return notFound();
      fake.addresses = fake.addresses.filter((candidate) => candidate !== address);
      const next = [...fake.addresses].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
      if (address.isDefault && next) next.isDefault = true;
      return HttpResponse.json({ message: 'Address deleted' });
    }),
    http.post(api('/user/addresses/:id/default'), ({ params }) => {
      const address = find(params.id);
      if (!address) return notFound();
      for (const candidate of fake.addresses) candidate.isDefault = candidate === address;
      return HttpResponse.json({ data: address });
    }),
  );
  return fake;
}
