// Catalogue calls: categories, product listings and search, one product, and the home page's special offers.
import { baseApi } from '../../api/baseApi';
import {
  LIST_LIMIT_MAX,
  hasDiscount,
  type CategoryListResponse,
  type ListingSort,
  type Product,
  type ProductDetail,
  type ProductDetailResponse,
  type ProductListQuery,
  type ProductListResponse,
} from '../../contract';
import type { DidYouMean } from '../../contract/search';

/** How many discounted products the home page's Special Offer shows. */
export const SPECIAL_OFFER_COUNT = 4;

/** Up to `count` distinct items picked at random (Fisher–Yates on a copy). */
export function pickRandom<T>(items: readonly T[], count: number, random = Math.random): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}

/** Drops empty values so the query string carries only the filters in use. */
function cleanQuery(query: ProductListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query) as [string, string | number | undefined][]) {
    if (value !== undefined && value !== '') params[key] = value;
  }
  return params;
}

export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<CategoryListResponse['categories'], void>({
      query: () => '/category',
      transformResponse: (response: CategoryListResponse) => response.categories,
      providesTags: ['Category'],
    }),
    /** The listing and search: GET /product with filters, search and paging. */
    getProducts: build.query<ProductListResponse, ProductListQuery>({
      query: (query) => ({ url: '/product', params: cleanQuery(query) }),
      providesTags: ['Product'],
    }),
    /**
     * The search results: GET /product?search= (English or Arabic; the server normalises both); with no result, the
     * closest spelling that has results, when there is one.
     */
    searchProducts: build.query<
      ProductListResponse & DidYouMean,
      { search: string; page?: number; limit?: number; sort?: ListingSort }
    >({
      query: (query) => ({ url: '/product', params: cleanQuery(query) }),
      providesTags: ['Product'],
    }),
    /** The home page's Special Offer: up to four random discounted products of the whole catalogue, in stock. */
    getSpecialOffers: build.query<Product[], void>({
      query: () => ({ url: '/product', params: { limit: LIST_LIMIT_MAX } }),
      transformResponse: (response: ProductListResponse) =>
        pickRandom(
          response.products.filter((p) => p.quantity > 0 && hasDiscount(p)),
          SPECIAL_OFFER_COUNT,
        ),
      providesTags: ['Product'],
    }),
    getProduct: build.query<ProductDetail, string>({
      query: (id) => `/product/${encodeURIComponent(id)}`,
      transformResponse: (response: ProductDetailResponse) => response.product,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }, 'Review'],
    }),
  }),
});

export const {
  useGetCategoriesQuery,
  useGetProductsQuery,
  useSearchProductsQuery,
  useGetSpecialOffersQuery,
  useGetProductQuery,
} = catalogueApi;
