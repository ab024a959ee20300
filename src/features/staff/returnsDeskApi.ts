// The returns desk's calls: every return (by status and reason, searched, oldest or newest first), one return, and
// its actions, each naming the version read. An action's answer is the return as it is now; a refused one (409)
// reloads it, so the screen shows what happened meanwhile.
import { baseApi } from '../../api/baseApi';
import type { BackOfficePage } from '../../contract/backOffice';
import {
  returnPaths,
  type DeskReturn,
  type ReturnAction,
  type ReturnDeskQuery,
} from '../../contract/returns';

const paramsOf = (query: ReturnDeskQuery): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

export const returnsDeskApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['DeskReturn', 'Activity', 'StockMovement'] })
  .injectEndpoints({
    endpoints: (build) => ({
      deskReturns: build.query<BackOfficePage<DeskReturn>, ReturnDeskQuery>({
        query: (query) => ({ url: returnPaths.desk, params: paramsOf(query) }),
        providesTags: [{ type: 'DeskReturn', id: 'LIST' }],
      }),
      deskReturn: build.query<DeskReturn, string>({
        query: (id) => returnPaths.deskReturn(id),
        transformResponse: (answer: { data: DeskReturn }) => answer.data,
        providesTags: (_answer, _error, id) => [{ type: 'DeskReturn', id }],
      }),
      actOnReturn: build.mutation<
        DeskReturn,
        { id: string; action: ReturnAction; body: Record<string, unknown> & { version: number } }
      >({
        query: ({ id, action, body }) => ({ url: returnPaths.deskAction(id, action), method: 'POST', body }),
        transformResponse: (answer: { data: DeskReturn }) => answer.data,
        invalidatesTags: (_answer, _error, { id }) => [
          { type: 'DeskReturn', id },
          { type: 'DeskReturn', id: 'LIST' },
          { type: 'Activity', id: 'LIST' },
          { type: 'StockMovement', id: 'LIST' },
          'Product',
        ],
      }),
    }),
  });

export const { useDeskReturnsQuery, useDeskReturnQuery, useActOnReturnMutation } = returnsDeskApi;
