// The back office's calls (products, stock, categories, photos, activity; paths from the contract's backOfficePaths).
// Every write invalidates the lists it changes, and the shop's own product and category caches.
import { baseApi } from '../../api/baseApi';
import {
  backOfficePaths,
  type ActivityEntry,
  type ActivityQuery,
  type BackOfficeCategory,
  type BackOfficePage,
  type BackOfficeProduct,
  type BackOfficeProductQuery,
  type CatalogueImportReport,
  type CategoryInput,
  type ProductInput,
  type ProductVariants,
  type RestockItem,
  type VariantsInput,
  type StaffAccount,
  type StaffAccountInput,
  type StaffRoleChange,
  type StockAdjustment,
  type StockMovement,
  type StockMovementQuery,
} from '../../contract/backOffice';
import { IMAGE_UPLOAD_FIELD, type UploadedImage } from '../../contract/images';

/** The query string of a list: set values only, booleans and numbers as text. */
const paramsOf = (query: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

type One<T> = { data: T };
const dataOf = <T>(response: One<T>) => response.data;

const productWrites = (id?: string) => [
  { type: 'BackOfficeProduct' as const, id: 'LIST' },
  ...(id ? [{ type: 'BackOfficeProduct' as const, id }] : []),
  { type: 'BackOfficeCategory' as const, id: 'LIST' },
  { type: 'Activity' as const, id: 'LIST' },
  // What shoppers see of the catalogue changed too.
  'Product' as const,
  'Category' as const,
];

const categoryWrites = [
  { type: 'BackOfficeCategory' as const, id: 'LIST' },
  { type: 'BackOfficeProduct' as const, id: 'LIST' },
  { type: 'Activity' as const, id: 'LIST' },
  'Category' as const,
];

export const backOfficeApi = baseApi
  .enhanceEndpoints({
    addTagTypes: ['BackOfficeProduct', 'BackOfficeCategory', 'StockMovement', 'Activity', 'StaffAccount'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      backOfficeProducts: build.query<BackOfficePage<BackOfficeProduct>, BackOfficeProductQuery>({
        query: (query) => ({ url: backOfficePaths.products, params: paramsOf(query) }),
        providesTags: (page) => [
          { type: 'BackOfficeProduct', id: 'LIST' },
          ...(page?.data ?? []).map((item) => ({ type: 'BackOfficeProduct' as const, id: item._id })),
        ],
      }),
      backOfficeProduct: build.query<BackOfficeProduct, string>({
        query: (id) => backOfficePaths.product(id),
        transformResponse: dataOf<BackOfficeProduct>,
        providesTags: (_product, _error, id) => [{ type: 'BackOfficeProduct', id }],
      }),
      createProduct: build.mutation<BackOfficeProduct, ProductInput>({
        query: (body) => ({ url: backOfficePaths.products, method: 'POST', body }),
        transformResponse: dataOf<BackOfficeProduct>,
        invalidatesTags: () => productWrites(),
      }),
      updateProduct: build.mutation<BackOfficeProduct, { id: string; input: ProductInput }>({
        query: ({ id, input }) => ({ url: backOfficePaths.product(id), method: 'PUT', body: input }),
        transformResponse: dataOf<BackOfficeProduct>,
        invalidatesTags: (_product, _error, { id }) => productWrites(id),
      }),
      /** The product's options and variants in one save; its answer is reread (its figures follow its variants). */
      saveVariants: build.mutation<ProductVariants, { id: string; input: VariantsInput }>({
        query: ({ id, input }) => ({ url: backOfficePaths.variants(id), method: 'PUT', body: input }),
        transformResponse: dataOf<ProductVariants>,
        invalidatesTags: (_saved, _error, { id }) => [
          ...productWrites(id),
          { type: 'StockMovement', id },
          { type: 'StockMovement', id: 'ALL' },
        ],
      }),
      /** The catalogue as CSV text (the BOM the server sent is taken off by the decoder: a download adds it back). */
      exportCatalogue: build.query<string, void>({
        query: () => ({ url: backOfficePaths.productsExport, responseHandler: 'text' }),
        keepUnusedDataFor: 0,
      }),
      /** A catalogue CSV read by the server: `dryRun` reports and writes nothing; a refusal's `data.report` says why. */
      importCatalogue: build.mutation<CatalogueImportReport, { csv: string; dryRun: boolean }>({
        query: ({ csv, dryRun }) => ({
          url: backOfficePaths.productsImport,
          method: 'POST',
          params: { dryRun: String(dryRun) },
          headers: { 'content-type': 'text/csv' },
          body: csv,
        }),
        transformResponse: dataOf<CatalogueImportReport>,
        invalidatesTags: (report) =>
          report && !report.dryRun
            ? ['BackOfficeProduct' as const, ...productWrites(), 'StockMovement' as const]
            : [],
      }),
      archiveProduct: build.mutation<BackOfficeProduct, string>({
        query: (id) => ({ url: backOfficePaths.archiveProduct(id), method: 'POST' }),
        transformResponse: dataOf<BackOfficeProduct>,
        invalidatesTags: (_product, _error, id) => productWrites(id),
      }),
      restoreProduct: build.mutation<BackOfficeProduct, string>({
        query: (id) => ({ url: backOfficePaths.restoreProduct(id), method: 'POST' }),
        transformResponse: dataOf<BackOfficeProduct>,
        invalidatesTags: (_product, _error, id) => productWrites(id),
      }),
      stockMovements: build.query<StockMovement[], string>({
        query: (id) => backOfficePaths.stock(id),
        transformResponse: dataOf<StockMovement[]>,
        providesTags: (_movements, _error, id) => [{ type: 'StockMovement', id }],
      }),
      adjustStock: build.mutation<unknown, { id: string; adjustment: StockAdjustment }>({
        query: ({ id, adjustment }) => ({ url: backOfficePaths.stock(id), method: 'POST', body: adjustment }),
        invalidatesTags: (_result, _error, { id }) => [
          ...productWrites(id),
          { type: 'StockMovement', id },
          { type: 'StockMovement', id: 'ALL' },
        ],
      }),
      backOfficeCategories: build.query<BackOfficeCategory[], void>({
        query: () => backOfficePaths.categories,
        transformResponse: dataOf<BackOfficeCategory[]>,
        providesTags: (categories = []) => [
          { type: 'BackOfficeCategory', id: 'LIST' },
          ...categories.map((item) => ({ type: 'BackOfficeCategory' as const, id: item._id })),
        ],
      }),
      createCategory: build.mutation<BackOfficeCategory, CategoryInput>({
        query: (body) => ({ url: backOfficePaths.categories, method: 'POST', body }),
        transformResponse: dataOf<BackOfficeCategory>,
        invalidatesTags: categoryWrites,
      }),
      updateCategory: build.mutation<BackOfficeCategory, { id: string; input: CategoryInput }>({
        query: ({ id, input }) => ({ url: backOfficePaths.category(id), method: 'PUT', body: input }),
        transformResponse: dataOf<BackOfficeCategory>,
        invalidatesTags: categoryWrites,
      }),
      archiveCategory: build.mutation<BackOfficeCategory, string>({
        query: (id) => ({ url: backOfficePaths.archiveCategory(id), method: 'POST' }),
        transformResponse: dataOf<BackOfficeCategory>,
        invalidatesTags: categoryWrites,
      }),
      restoreCategory: build.mutation<BackOfficeCategory, string>({
        query: (id) => ({ url: backOfficePaths.restoreCategory(id), method: 'POST' }),
        transformResponse: dataOf<BackOfficeCategory>,
        invalidatesTags: categoryWrites,
      }),
      /** One photo, sent as a form; the product or category that shows it is saved by its own call. */
      uploadImage: build.mutation<UploadedImage, File>({
        query: (file) => {
          const body = new FormData();
          body.append(IMAGE_UPLOAD_FIELD, file, file.name);
          return { url: backOfficePaths.images, method: 'POST', body };
        },
        transformResponse: dataOf<UploadedImage>,
        invalidatesTags: [{ type: 'Activity', id: 'LIST' }],
      }),
      activity: build.query<BackOfficePage<ActivityEntry>, ActivityQuery>({
        query: (query) => ({ url: backOfficePaths.activity, params: paramsOf(query) }),
        providesTags: [{ type: 'Activity', id: 'LIST' }],
      }),
      allStockMovements: build.query<BackOfficePage<StockMovement>, StockMovementQuery>({
        query: (query) => ({ url: backOfficePaths.stockMovements, params: paramsOf(query) }),
        providesTags: [{ type: 'StockMovement', id: 'ALL' }],
      }),
      restock: build.query<BackOfficePage<RestockItem>, { page?: number }>({
        query: (query) => ({ url: backOfficePaths.restock, params: paramsOf(query) }),
        providesTags: [
          { type: 'StockMovement', id: 'ALL' },
          { type: 'BackOfficeProduct', id: 'LIST' },
        ],
      }),
      staffAccounts: build.query<StaffAccount[], void>({
        query: () => ({ url: backOfficePaths.staffAccounts }),
        transformResponse: dataOf<StaffAccount[]>,
        providesTags: [{ type: 'StaffAccount', id: 'LIST' }],
      }),
      createStaffAccount: build.mutation<StaffAccount, StaffAccountInput>({
        query: (body) => ({ url: backOfficePaths.staffAccounts, method: 'POST', body }),
        transformResponse: dataOf<StaffAccount>,
        invalidatesTags: [
          { type: 'StaffAccount', id: 'LIST' },
          { type: 'Activity', id: 'LIST' },
        ],
      }),
      changeStaffRole: build.mutation<StaffAccount, { id: string } & StaffRoleChange>({
        query: ({ id, role }) => ({
          url: backOfficePaths.staffAccountRole(id),
          method: 'PUT',
          body: { role },
        }),
        transformResponse: dataOf<StaffAccount>,
        invalidatesTags: [
          { type: 'StaffAccount', id: 'LIST' },
          { type: 'Activity', id: 'LIST' },
        ],
      }),
    }),
  });

export const {
  useBackOfficeProductsQuery,
  useBackOfficeProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useSaveVariantsMutation,
  useLazyExportCatalogueQuery,
  useImportCatalogueMutation,
  useArchiveProductMutation,
  useRestoreProductMutation,
  useStockMovementsQuery,
  useAdjustStockMutation,
  useBackOfficeCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useArchiveCategoryMutation,
  useRestoreCategoryMutation,
  useUploadImageMutation,
  useActivityQuery,
  useAllStockMovementsQuery,
  useRestockQuery,
  useStaffAccountsQuery,
  useCreateStaffAccountMutation,
  useChangeStaffRoleMutation,
} = backOfficeApi;
