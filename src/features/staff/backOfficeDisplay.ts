// How the back office reads: stock states, dates and times in Cairo, a category's name in the screen's language.
import type { IntlShape } from 'react-intl';
import { LOW_STOCK_MAX, type BackOfficeCategory, type StockState } from '../../contract/backOffice';

/** How long a search box waits after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export const stockStateOf = (quantity: number): StockState =>
  quantity <= 0 ? 'out' : quantity <= LOW_STOCK_MAX ? 'low' : 'in';

/** Date and time in Africa/Cairo, the shop's clock, whatever the manager's own time zone. */
export const cairoDateTime = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Cairo' });

export const localName = (intl: IntlShape, item: { name: string; nameAr: string }) =>
  intl.locale.startsWith('ar') ? item.nameAr || item.name : item.name;

export const categoryName = (intl: IntlShape, categories: BackOfficeCategory[] | undefined, id: string) => {
  const found = categories?.find((category) => category._id === id);
  return found ? localName(intl, found) : id;
};
