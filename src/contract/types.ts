// Request and response shapes of the API under /api (see ARCHITECTURE.md, "API contract decisions").
import type {
  CancelReason,
  CategorySlug,
  ListingSort,
  OrderStatus,
  ShopCancelReason,
  SpecValues,
  SystemCancelReason,
} from './constants';
import type { CheckoutMethod, OrderPayment } from './payments';

export interface MessageResponse {
  message: string;
}

/** A shopper, the order desk, or a manager (the desk plus catalogue, stock and staff). */
export type Role = 'user' | 'staff' | 'manager';
export interface User {
  _id: string;
  /** Same as `_id`; the access token carries it as the `id` claim too. */
  id: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
}
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

export interface Category {
  _id: string;
  slug: CategorySlug | string;
  name: string;
  nameAr: string;
  image: string;
}
export interface CategoryListResponse {
  categories: Category[];
}

export interface ProductSpec {
  cpu: string;
  memory: string;
  storage: string;
  gpu: string;
  display: string;
  os: string;
  /** A phone's main cameras ('48 MP + 12 MP'). */
  camera?: string;
  frontCamera?: string;
  /** '4685 mAh'. */
  battery?: string;
  /** 'nano-SIM + eSIM', 'Dual eSIM', 'Dual nano-SIM'. */
  sim?: string;
  /** The screen's refresh rate ('120 Hz'); its size is `display`. */
  refreshRate?: string;
}
export interface CategoryRef {
  _id: string;
  slug: string;
  name: string;
  nameAr: string;
}
export interface Product {
  _id: string;
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  /** Integer EGP. */
  price: number;
  /** Integer EGP; 0 = no discount. A discount applies only when 0 < priceAfterDiscount < price. */
  priceAfterDiscount: number;
  /** Units in stock. */
  quantity: number;
  images: string[];
  color: string;
  /** The colour's Arabic name. */
  colorAr: string;
  /** The official warranty's length in months. */
  warrantyMonths: number;
  category: CategoryRef;
  specs: ProductSpec[];
  ratingsAverage: number;
  ratingsQuantity: number;
  createdAt: string;
}
export interface Review {
  _id: string;
  product: string;
  rating: number;
  content: string;
  role: Role;
  user: { _id: string; name: string };
  createdAt: string;
  updatedAt: string;
}
export interface ProductDetail extends Product {
  reviews: Review[];
  relatedProducts: { products: Product[] };
  /** Whether cash on delivery can carry one of it (one unit and the delivery fee within the shop's limit). */
  cashOnDelivery: { available: boolean; limitEgp: number };
}
/** A product detail as the catalogue reads it: the shop's rules (cash on delivery) are added per answer. */
export type CatalogueProductDetail = Omit<ProductDetail, 'cashOnDelivery'>;
export interface ProductDetailResponse {
  product: ProductDetail;
}
/** GET /product query. cpu, ram, storage, display are comma lists of the filter values. */
export interface ProductListQuery {
  category?: string;
  lowestPrice?: number;
  highestPrice?: number;
  page?: number;
  limit?: number;
  search?: string;
  cpu?: string;
  ram?: string;
  storage?: string;
  display?: string;
  /** The order (default featured: the catalogue's order, a search's best match). */
  sort?: ListingSort;
}
export interface ProductListResponse {
  products: Product[];
  page: number;
  pages: number;
  total: number;
  limit: number;
  /**
   * The lowest and highest price a shopper pays among the products the query matches, whatever its price bounds
   * (absent when nothing matches): the price filter is sized to it.
   */
  priceRange?: { min: number; max: number };
  /** The spec values the products of the query's category (or the whole catalogue) have: the filters offer them. */
  specValues: SpecValues;
}

export interface ReviewRequest {
  rating: number;
  content?: string;
}

export interface CartRequestLine {
  productId: string;
  quantity: number;
  /** Ignored by the server: prices come from the database. */
  total?: number;
}
export interface CartRequest {
  /** Ignored by the server: the cart belongs to the caller. */
  user?: string;
  products: CartRequestLine[];
}
export interface ProductSummary {
  _id: string;
  name: string;
  nameAr: string;
  price: number;
  priceAfterDiscount: number;
  /** What one unit costs (discount applied). */
  unitPrice: number;
  images: string[];
  color: string;
  /** Units in stock when the cart was priced. */
  quantity: number;
}
export interface CartLine {
  product: ProductSummary;
  quantity: number;
  total: number;
}
export interface Cart {
  _id: string;
  user: string;
  products: CartLine[];
  totalPrice: number;
  createdAt: string;
}
export interface CartResponse {
  data: Cart;
}

export interface Address {
  government: string;
  city: string;
  street: string;
  building: string;
  floor: string;
  apartment: string;
  /** Optional ('' when there is none): something near the door the courier can find ("behind the mosque"). Orders
   * placed before the shop asked for it have none. */
  landmark?: string;
}
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
export interface StatusChange {
  status: OrderStatus;
  at: string;
}
export interface Order {
  _id: string;
  status: OrderStatus;
  cartId: { _id: string; products: CartLine[] };
  userId: { _id: string; name: string; phone: string; email: string };
  address: Address[];
  paymentmethod: string;
  note: string;
  subtotal: number;
  deliveryFee: number;
  total: number;
  statusHistory: StatusChange[];
  /** A shopper's reason (CANCEL_REASONS), the shop's (SHOP_CANCEL_REASONS) or the confirmation timer's. */
  cancelReason?: CancelReason | ShopCancelReason | SystemCancelReason | null;
  /**
   * When the shop confirmed the (cash-on-delivery) order by phone; null while it waits for confirmation. The four
   * statuses stay the spec's: a pending order is 'Waiting for confirmation' until this is set.
   */
  confirmedAt: string | null;
  /**
   * When the shop's timer cancels the order unless it was confirmed by phone first (pending, unconfirmed,
   * COD_CONFIRM_HOURS above 0); null otherwise. Absent from orders stored by an older build.
   */
  confirmBy?: string | null;
  /** Who carries a shipped order and its tracking number (set by the desk's shipped step); null before. */
  shipment: Shipment | null;
  createdAt: string;
  /** How the order is paid and where that stands (cash on delivery: 'not required'). */
  payment: OrderPayment;
}
export interface Shipment {
  courier: string;
  trackingNumber: string;
}
export interface OrderResponse {
  data: Order;
}
export interface OrderListResponse {
  data: Order[];
}
export interface CancelRequest {
  reason: CancelReason;
}

export interface ContactRequest {
  fisrtname: string;
  lastname: string;
  email: string;
  message: string;
}
export interface SubscribeRequest {
  email: string;
}
