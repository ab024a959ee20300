// The catalogue's transactions: every write that changes what shoppers see of the catalogue runs in one opened by
// Catalogue.write, which announces the change once the transaction has committed (index.ts).
import type { Database } from '../db/client';

declare const openedByCatalogue: unique symbol;

/** A transaction opened by Catalogue.write: the catalogue's writes (stock, products, categories) take only this one. */
export type CatalogueTx = Database & { readonly [openedByCatalogue]: true };

/** What a service that changes the catalogue is given (the Catalogue): its transactions, announced after the commit. */
export interface CatalogueWrites {
  write<T>(fn: (tx: CatalogueTx) => Promise<T>): Promise<T>;
  /** The same transaction, always rolled back and never announced: a dry run. */
  rehearse<T>(fn: (tx: CatalogueTx) => Promise<T>): Promise<T>;
}
