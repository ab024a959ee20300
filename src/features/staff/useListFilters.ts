// A back-office list's filters, kept in the address bar (a reload, a shared link or the back button keeps the view),
// and its search box, which asks the server once typing pauses.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from './backOfficeDisplay';

export function useListFilters(searchKey = 'search') {
  const [params, setParams] = useSearchParams();
  const searched = params.get(searchKey) ?? '';
  const [searchText, setSearchText] = useState(searched);

  /** Sets filters (an empty value removes one) and goes back to the first page unless the page is among them. */
  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (searchText.trim() === searched) return;
    const timer = setTimeout(
      () => update({ [searchKey]: searchText.trim() || undefined }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
    // `update` is rebuilt every render; the search box alone starts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText, searched]);

  /** Empties every filter and the search box. */
  const clear = () => {
    setSearchText('');
    setParams(new URLSearchParams(), { replace: true });
  };

  return { params, update, clear, searchText, setSearchText };
}
