// A back-office list under its screen's toolbar, in the one order every list screen follows: the load error with
// a way to ask again, the spinner until the first answer, the empty sentence, the table and its pager.
import type { ReactNode } from 'react';
import { Spinner } from '../../ui/Spinner';
import { ColumnHeads } from './ColumnHeads';
import { LoadFailed } from './LoadFailed';
import { Muted } from './backOfficeStyles';
import { CaptionedTable } from './CaptionedTable';
import { ListPager } from './ListPager';

/** A paged answer's place, as the list endpoints give it. */
export interface ListPlace {
  page: number;
  pages: number;
  total: number;
  /** More than `total` match (the list counted up to a cap). */
  capped?: boolean;
}

export function ListView<Item>({
  items,
  error,
  errorId,
  onRetry,
  busy = false,
  empty,
  caption,
  columns,
  row,
  place,
  limit,
  onPage,
  onLimit,
}: {
  /** The rows of the latest answer; undefined until the first one. */
  items: readonly Item[] | undefined;
  error: unknown;
  /** The message id shown when a failed answer carries no message of its own. */
  errorId: string;
  onRetry: () => unknown;
  /** A newer answer is on its way (the rows shown are the previous one's). */
  busy?: boolean;
  /** The sentence shown when the answer has no rows (a list that always has one needs none). */
  empty?: ReactNode;
  /** The table's name for screen readers (and the scrolling region's). */
  caption: string;
  /** Column header message ids, in order. */
  columns: string[];
  /** One `<tr>` with its key. */
  row: (item: Item) => ReactNode;
  /** With it (and `onPage`), the pager follows the table. */
  place?: ListPlace;
  limit?: number;
  onPage?: (page: number) => void;
  onLimit?: (limit: number) => void;
}) {
  return (
    <>
      {error ? <LoadFailed error={error} fallbackId={errorId} onRetry={onRetry} /> : null}
      {!items && !error ? <Spinner /> : null}
      {items && items.length === 0 && empty ? <Muted>{empty}</Muted> : null}
      {items && items.length > 0 ? (
        <CaptionedTable caption={caption} busy={busy}>
          <ColumnHeads ids={columns} />
          <tbody>{items.map(row)}</tbody>
        </CaptionedTable>
      ) : null}
      {place && onPage && place.total > 0 ? (
        <ListPager
          page={place.page}
          pages={place.pages}
          total={place.total}
          capped={place.capped}
          limit={limit}
          onPage={onPage}
          onLimit={onLimit}
        />
      ) : null}
    </>
  );
}
