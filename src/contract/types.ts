// Request and response shapes of the API under /api (see ARCHITECTURE.md, "API contract decisions"). Those the server
// declares in src/contract/shapes are their Static types here: imported as types only, so the SPA's bundles never
// carry TypeBox.
import type { Static } from 'typebox';
import type {
  AddressShape,
  AuthTokensShape,
  CancelRequestShape,
  CartLineShape,
  CartRequestShape,
  CartResponseShape,
  CartShape,
  CheckoutRequestShape,
  CategoryListResponseShape,
  CategoryRefShape,
  CategoryShape,
  ContactRequestShape,
  ForgotPasswordRequestShape,
  LineVariantShape,
  LoginRequestShape,
  LoginResponseShape,
  MessageShape,
  OrderListResponseShape,
  OrderLookupRequestShape,
  OrderResponseShape,
  OrderShape,
  ProductDetailResponseShape,
  ProductDetailShape,
  ProductListQueryShape,
  ProductListResponseShape,
  ProductOptionShape,
  ProductShape,
  ProductSpecShape,
  SpecsArShape,
  ProductSummaryShape,
  RegisterRequestShape,
  ResetPasswordRequestShape,
  ReviewRequestShape,
  ReviewShape,
  RoleShape,
  SessionShape,
  ShipmentShape,
  StatusChangeShape,
  SubscribeRequestShape,
  TotalChangedShape,
  UserShape,
  VariantShape,
} from './shapes';

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

export type RegisterRequest = Static<typeof RegisterRequestShape>;
export type AuthTokens = Static<typeof AuthTokensShape>;
export type RegisterResponse = Static<typeof SessionShape>;
export type LoginRequest = Static<typeof LoginRequestShape>;
export type LoginResponse = Static<typeof LoginResponseShape>;
/** Only `email` is read (the documented body lists `password` too). */
export type ForgotPasswordRequest = Pick<Static<typeof ForgotPasswordRequestShape>, 'email'>;
/** Sent with `Authorization: Bearer <reset token from the emailed link>`. */
export type ResetPasswordRequest = Static<typeof ResetPasswordRequestShape>;

export type Category = Static<typeof CategoryShape>;
export type CategoryListResponse = Static<typeof CategoryListResponseShape>;

export type ProductSpec = Static<typeof ProductSpecShape>;
export type SpecsAr = Static<typeof SpecsArShape>;
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
export type CartResponse = Static<typeof CartResponseShape>;

export type Address = Static<typeof AddressShape>;
export type CheckoutRequest = Static<typeof CheckoutRequestShape>;
/** The 409 of a checkout whose `total` is not the order's total: what the order comes to now. */
export type TotalChangedAnswer = Static<typeof TotalChangedShape>;
export type OrderLookupRequest = Static<typeof OrderLookupRequestShape>;
export type StatusChange = Static<typeof StatusChangeShape>;
export type Order = Static<typeof OrderShape>;
export type Shipment = Static<typeof ShipmentShape>;
export type OrderResponse = Static<typeof OrderResponseShape>;
export type OrderListResponse = Static<typeof OrderListResponseShape>;
export type CancelRequest = Static<typeof CancelRequestShape>;

export type ContactRequest = Static<typeof ContactRequestShape>;
export type SubscribeRequest = Static<typeof SubscribeRequestShape>;
