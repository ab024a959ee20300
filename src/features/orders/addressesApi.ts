// The shopper's address book (/api/user/addresses): read by the profile and checkout, written from the profile (and
// from checkout when a new address is kept).
import { baseApi } from '../../api/baseApi';
import {
  addressPaths,
  type SavedAddress,
  type SavedAddressListResponse,
  type SavedAddressRequest,
  type SavedAddressResponse,
} from '../../contract/addresses';
import type { Address } from '../../contract/types';

const LIST = { type: 'Address' as const, id: 'LIST' };

export const addressesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    savedAddresses: build.query<SavedAddress[], void>({
      query: () => addressPaths.list,
      transformResponse: (response: SavedAddressListResponse) => response.data,
      providesTags: [LIST],
    }),
    addAddress: build.mutation<SavedAddress, SavedAddressRequest>({
      query: (body) => ({ url: addressPaths.list, method: 'POST', body }),
      transformResponse: (response: SavedAddressResponse) => response.data,
      invalidatesTags: [LIST],
    }),
    updateAddress: build.mutation<SavedAddress, { id: string; body: SavedAddressRequest }>({
      query: ({ id, body }) => ({ url: addressPaths.one(id), method: 'PATCH', body }),
      transformResponse: (response: SavedAddressResponse) => response.data,
      invalidatesTags: [LIST],
    }),
    deleteAddress: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: addressPaths.one(id), method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    makeDefaultAddress: build.mutation<SavedAddress, string>({
      query: (id) => ({ url: addressPaths.makeDefault(id), method: 'POST' }),
      transformResponse: (response: SavedAddressResponse) => response.data,
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useSavedAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useMakeDefaultAddressMutation,
} = addressesApi;

/** The address fields of a saved address or of the checkout form, landmark included (the order carries it). */
export const checkoutFieldsOf = (address: Address): SavedAddressRequest => ({
  government: address.government,
  city: address.city,
  street: address.street,
  building: address.building,
  floor: address.floor,
  apartment: address.apartment,
  landmark: address.landmark ?? '',
});
