// The back office's products, stock and categories by the names their routes use. The shapes are written once, in
// src/contract/shapes (the yup rules in src/contract/backOffice.ts still decide what is valid; these give Fastify the
// types, the serialisers and /api/docs).
import {
  BackOfficeCategoryShape,
  BackOfficeProductQueryShape,
  BackOfficeProductShape,
  CatalogueImportRefusalShape,
  CatalogueImportReportShape,
  CategoryInputShape,
  ProductInputShape,
  ProductVariantsShape,
  RestockItemShape,
  StockAdjustmentShape,
  StockMovementShape,
  VariantsInputShape,
} from '../../../src/contract/shapes';

export const backOfficeProductSchema = BackOfficeProductShape;
export const backOfficeCategorySchema = BackOfficeCategoryShape;
export const stockMovementSchema = StockMovementShape;
export const productQuery = BackOfficeProductQueryShape;

/** Types only: the contract's productInputSchema(mode) gives the rules and the messages. */
export const productBody = ProductInputShape;

export const categoryBody = CategoryInputShape;
export const stockBody = StockAdjustmentShape;

/** Types only: the contract's variantsInputSchema gives the rules and the messages. */
export const variantsBody = VariantsInputShape;
export const productVariantsSchema = ProductVariantsShape;
export const restockItemSchema = RestockItemShape;
export const catalogueImportReport = CatalogueImportReportShape;
export const catalogueImportRefusal = CatalogueImportRefusalShape;
