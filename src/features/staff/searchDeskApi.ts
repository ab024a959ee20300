// The back office's search calls: the synonym groups (everyone at the back office reads them, managers change them)
// and the search figures of the last 30 days. A synonym changes what shoppers find at once, so a write also drops
// the shop's cached searches and suggestions.
import { baseApi } from '../../api/baseApi';
import type { SearchStatsResponse, SynonymGroup, SynonymGroupRequest } from '../../contract/search';

const SYNONYMS = '/staff/search/synonyms';
const synonymGroup = (id: string) => `${SYNONYMS}/${encodeURIComponent(id)}`;

type One<T> = { data: T };
const dataOf = <T>(response: One<T>) => response.data;

const synonymWrites = [{ type: 'SynonymGroup' as const, id: 'LIST' }, 'Product' as const];

export const searchDeskApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['SynonymGroup', 'SearchStats'] })
  .injectEndpoints({
    endpoints: (build) => ({
      synonymGroups: build.query<SynonymGroup[], void>({
        query: () => SYNONYMS,
        transformResponse: dataOf<SynonymGroup[]>,
        providesTags: [{ type: 'SynonymGroup', id: 'LIST' }],
      }),
      createSynonymGroup: build.mutation<SynonymGroup, SynonymGroupRequest>({
        query: (body) => ({ url: SYNONYMS, method: 'POST', body }),
        transformResponse: dataOf<SynonymGroup>,
        invalidatesTags: synonymWrites,
      }),
      updateSynonymGroup: build.mutation<SynonymGroup, { id: string } & SynonymGroupRequest>({
        query: ({ id, terms }) => ({ url: synonymGroup(id), method: 'PUT', body: { terms } }),
        transformResponse: dataOf<SynonymGroup>,
        invalidatesTags: synonymWrites,
      }),
      deleteSynonymGroup: build.mutation<void, string>({
        query: (id) => ({ url: synonymGroup(id), method: 'DELETE' }),
        invalidatesTags: synonymWrites,
      }),
      searchStats: build.query<SearchStatsResponse, void>({
        query: () => '/staff/search/stats',
        providesTags: ['SearchStats'],
      }),
    }),
  });

export const {
  useSynonymGroupsQuery,
  useCreateSynonymGroupMutation,
  useUpdateSynonymGroupMutation,
  useDeleteSynonymGroupMutation,
  useSearchStatsQuery,
} = searchDeskApi;
