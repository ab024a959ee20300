// Request and response shapes of the API under /api (see ARCHITECTURE.md, "API contract decisions"). Those the server
// declares in src/contract/shapes are their Static types here: imported as types only, so the SPA's bundles never
// carry TypeBox.
import type { Static } from 'typebox';
import type {
  AddressShape,
  CancelRequestShape,
  CartLineShape,
  CartRequestShape,
  CartShape,
  CategoryListResponseShape,
  CategoryRefShape,
  CategoryShape,
  LineVariantShape,
  MessageShape,
  OrderShape,
  ProductDetailResponseShape,
  ProductDetailShape,
  ProductListQueryShape,
  ProductListResponseShape,
  ProductOptionShape,
  ProductShape,
  ProductSpecShape,
  ProductSummaryShape,
  ReviewRequestShape,
  ReviewShape,
  RoleShape,
  ShipmentShape,
  StatusChangeShape,
  UserShape,
  VariantShape,
} from './shapes';
import type { CheckoutMethod } from './payments';

export type MessageResponse = Static<typeof MessageShape>;

/** A shopper, the order desk, or a manager (the desk plus catalogue, stock and staff). */
export type Role = Static<typeof RoleShape>;
export type User = Static<typeof UserShape>;
/** Claims of the access token (HS256 JWT, 15 minutes). */
export interface AccessTokenClaims {
  sub: string;
  id: string;
  role: Role;
  typ: 'access';
  iat: number;
  exp: number;
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
}
export interface AuthTokens {
  token: string;
  refresh_token: string;
}
export interface RegisterResponse extends AuthTokens {
  user: User;
}
export interface LoginRequest {
  email: string;
  password: string;
}
export interface LoginResponse {
  response: AuthTokens & { user: User };
}
export interface ForgotPasswordRequest {
  email: string;
}
/** Sent with `Authorization: Bearer <reset token from the emailed link>`. */
export interface ResetPasswordRequest {
  password: string;
  confirmPassword: string;
}

export type Category = Static<typeof CategoryShape>;
export type CategoryListResponse = Static<typeof CategoryListResponseShape>;

export type ProductSpec = Static<typeof ProductSpecShape>;
export type ProductOption = Static<typeof ProductOptionShape>;
export type Variant = Static<typeof VariantShape>;
export type LineVariant = Static<typeof LineVariantShape>;
export type CategoryRef = Static<typeof CategoryRefShape>;
export type Product = Static<typeof ProductShape>;
export type Review = Static<typeof ReviewShape>;
export type ProductDetail = Static<typeof ProductDetailShape>;
/** A product detail as the catalogue reads it: the shop's rules (cash on delivery) are added per answer. */
export type CatalogueProductDetail = Omit<ProductDetail, 'cashOnDelivery'>;
export type ProductDetailResponse = Static<typeof ProductDetailResponseShape>;
/** GET /product query. cpu, ram, storage, display are comma lists of the filter values. */
export type ProductListQuery = Static<typeof ProductListQueryShape>;
export type ProductListResponse = Static<typeof ProductListResponseShape>;

export type ReviewRequest = Static<typeof ReviewRequestShape>;

export type CartRequest = Static<typeof CartRequestShape>;
export type CartRequestLine = CartRequest['products'][number];
export type ProductSummary = Static<typeof ProductSummaryShape>;
export type CartLine = Static<typeof CartLineShape>;
export type Cart = Static<typeof CartShape>;
export interface CartResponse {
  data: Cart;
}

export type Address = Static<typeof AddressShape>;
export interface CheckoutRequest {
  address: Address[];
  note: string;
  paymentmethod: CheckoutMethod;
  /**
   * The total (EGP, delivery included) the shopper saw when pressing Place Order. When it differs from the total
   * the server prices, checkout answers 409 with a `TotalChangedAnswer` and places nothing. Left out: no check.
   */
  total?: number;
}
/** The 409 of a checkout whose `total` is not the order's total: what the order comes to now. */
export interface TotalChangedAnswer {
  message: string;
  /** The order's total now, delivery included: send it as `total` to place the order at it. */
  total: number;
  subtotal: number;
  deliveryFee: number;
  /** Each product's prices now, for the checkout summary to show them. */
  products: { _id: string; price: number; priceAfterDiscount: number }[];
}
export type StatusChange = Static<typeof StatusChangeShape>;
export type Order = Static<typeof OrderShape>;
export type Shipment = Static<typeof ShipmentShape>;
export interface OrderResponse {
  data: Order;
}
export interface OrderListResponse {
  data: Order[];
}
export type CancelRequest = Static<typeof CancelRequestShape>;

export interface ContactRequest {
  fisrtname: string;
  lastname: string;
  email: string;
  message: string;
}
export interface SubscribeRequest {
  email: string;
}
