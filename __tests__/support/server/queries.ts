// Counts the statements an app sends to its database (both drivers' clients answer `query`): an answer kept in
// memory sends none.
import type { DatabaseHandle } from '../../../server/db/client';

/** Statements sent from now on, but not the search log's row, which every search writes after its answer. */
export function countQueries(database: DatabaseHandle): { readonly count: number } {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query.bind(client);
  const counter = { count: 0 };
  client.query = (...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    if (!text?.startsWith('insert into "search_log"')) counter.count += 1;
    return original(...args);
  };
  return counter;
}
