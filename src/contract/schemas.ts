// yup schema factories for every form the API accepts. Messages are locale message ids
// (locales/*.json), so the SPA shows them in either language and the server translates them.
import { array, number, object, string, type ObjectSchema } from 'yup';
import {
  ADDRESS_CHARS,
  ADDRESS_FIELD_MAX,
  ADDRESS_SHORT_FIELD_MAX,
  CANCEL_REASONS,
  CHECKOUT_TOTAL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  EMAIL_MAX,
  EMAIL_TLDS,
  GOVERNORATE_NAMES,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  NAME_MIN,
  NOTE_MAX,
  PASSWORD_MIN,
  RATING_MAX,
  RATING_MIN,
  REVIEW_CONTENT_MAX,
  normalisePhone,
  ORDER_NUMBER_PATTERN,
  REVIEW_CONTENT_MIN,
  type CancelReason,
} from './constants';
import { LANDMARK_MAX, type SavedAddressRequest } from './addresses';
import type { EmailChangeRequest, PasswordChangeRequest, ProfileUpdateRequest } from './profile';
import { CHECKOUT_METHODS, type CheckoutMethod } from './payments';
import type {
  Address,
  CancelRequest,
  CheckoutRequest,
  ContactRequest,
  ForgotPasswordRequest,
  LoginRequest,
  OrderLookupRequest,
  RegisterRequest,
  ResetPasswordRequest,
  ReviewRequest,
  SubscribeRequest,
} from './types';

const NAME_MAX = 60;
const PASSWORD_MAX = 128;

export const patterns = {
  /** English or Arabic letters and the plain space (no tab, newline or other spaces). */
  name: /^[A-Za-z\u0621-\u064A ]+$/,
  /** Standard English-character email (login, forgot password, contact, subscribe). */
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
  passwordChars: /^[A-Za-z0-9@$!%*?&_]+$/,
  lowercase: /[a-z]/,
  uppercase: /[A-Z]/,
  digit: /[0-9]/,
  special: /[@$!%*?&_]/,
  /** Egyptian mobile: 01, then 0/1/2/5, then 8 digits. */
  phone: /^01[0125][0-9]{8}$/,
  leadingSpace: /^\S/,
  digits: /[0-9\u0660-\u0669]/,
  onlyDigits: /^[0-9\u0660-\u0669]*$/,
  city: new RegExp(`^[${ADDRESS_CHARS.city}]*$`),
  street: new RegExp(`^[${ADDRESS_CHARS.street}]*$`),
  unit: new RegExp(`^[${ADDRESS_CHARS.unit}]*$`),
  letter: new RegExp(`[${ADDRESS_CHARS.letters}]`),
} as const;

/** True when `value` holds a C0 control character or DEL other than those in `allowed`. */
function hasControl(value: string, allowed = ''): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if ((code < 0x20 || code === 0x7f) && !allowed.includes(char)) return true;
  }
  return false;
}
/** No control characters in a single-line field. */
const singleLine = (value: string | undefined) => !value || !hasControl(value);
/** A multi-line field keeps tabs and line breaks, no other control character. */
const multiLine = (value: string | undefined) => !value || !hasControl(value, '\t\n\r');

/** True when the email ends in one of the spec's top-level domains. */
export function hasAllowedTld(email: string): boolean {
  const tld = email.slice(email.lastIndexOf('.') + 1).toLowerCase();
  return (EMAIL_TLDS as readonly string[]).includes(tld);
}

const loginEmail = () =>
  string()
    .trim()
    .required('validation.email.required')
    .max(EMAIL_MAX, 'validation.email.tooLong')
    .matches(patterns.email, 'validation.email.format');

const strongPassword = () =>
  string()
    .required('validation.password.required')
    .min(PASSWORD_MIN, 'validation.password.min')
    .max(PASSWORD_MAX, 'validation.password.tooLong')
    .matches(patterns.passwordChars, 'validation.password.chars')
    .matches(patterns.lowercase, 'validation.password.lowercase')
    .matches(patterns.uppercase, 'validation.password.uppercase')
    .matches(patterns.digit, 'validation.password.number')
    .matches(patterns.special, 'validation.password.special');

const confirmPassword = () =>
  string()
    .required('validation.confirmPassword.required')
    .test('match', 'validation.confirmPassword.match', function match(value) {
      return value === this.parent.password;
    });

/**
 * An Egyptian mobile as people type or paste it (+20, spaces, Arabic-Indic digits): validated, and on the server
 * stored, as the one form 01xxxxxxxxx (accountRules.ts, normalisePhone). Every phone field uses it.
 */
export const phoneSchema = () =>
  string()
    .transform((value: unknown) => (typeof value === 'string' ? normalisePhone(value) : value))
    .required('validation.phone.required')
    .matches(patterns.phone, 'validation.phone.invalid');

const nameSchema = () =>
  string()
    .trim()
    .required('validation.name.required')
    .min(NAME_MIN, 'validation.name.min')
    .max(NAME_MAX, 'validation.name.tooLong')
    .matches(patterns.name, 'validation.name.letters');

const signupEmail = () =>
  string()
    .trim()
    .required('validation.email.required')
    .max(EMAIL_MAX, 'validation.email.tooLong')
    .matches(patterns.email, 'validation.email.invalid')
    .test('tld', 'validation.email.tld', (value) => !value || hasAllowedTld(value));

export const registerSchema = (): ObjectSchema<RegisterRequest> =>
  object({
    name: nameSchema(),
    email: signupEmail(),
    password: strongPassword(),
    confirmPassword: confirmPassword(),
    phone: phoneSchema(),
  });

/** My Account's name and phone: sign-up's rules. */
export const profileSchema = (): ObjectSchema<ProfileUpdateRequest> =>
  object({ name: nameSchema(), phone: phoneSchema() });

/** A new password: the current one, then sign-up's rules and the confirmation. */
export const passwordChangeSchema = (): ObjectSchema<PasswordChangeRequest> =>
  object({
    currentPassword: string()
      .required('validation.currentPassword.required')
      .max(PASSWORD_MAX, 'validation.password.tooLong'),
    password: strongPassword(),
    confirmPassword: confirmPassword(),
    refresh_token: string().optional(),
  });

/** A new email address (sign-up's rules) and the current password. */
export const emailChangeSchema = (): ObjectSchema<EmailChangeRequest> =>
  object({
    email: signupEmail(),
    password: string()
      .required('validation.currentPassword.required')
      .max(PASSWORD_MAX, 'validation.password.tooLong'),
  });

export const loginSchema = (): ObjectSchema<LoginRequest> =>
  object({
    email: loginEmail(),
    password: string()
      .required('validation.password.required')
      .max(PASSWORD_MAX, 'validation.password.tooLong'),
  });

export const forgotPasswordSchema = (): ObjectSchema<ForgotPasswordRequest> =>
  object({ email: loginEmail() });

export const resetPasswordSchema = (): ObjectSchema<ResetPasswordRequest> =>
  object({ password: strongPassword(), confirmPassword: confirmPassword() });

const noLeadingSpace = (value: string | undefined) => !value || patterns.leadingSpace.test(value);

/** A landmark near the door ("behind the mosque"): optional, one line, as long as the other fields at most. */
const landmarkSchema = () =>
  string()
    .default('')
    .test('leading', 'validation.field.leadingSpace', noLeadingSpace)
    .test('controls', 'validation.field.controls', singleLine)
    .max(LANDMARK_MAX, 'validation.field.max50');

export const addressSchema = (): ObjectSchema<Address> =>
  object({
    government: string()
      .required('validation.government.required')
      .oneOf([...GOVERNORATE_NAMES], 'validation.government.invalid'),
    city: string()
      .required('validation.city.required')
      .test('leading', 'validation.city.leadingSpace', noLeadingSpace)
      .matches(patterns.city, { message: 'validation.city.letters', excludeEmptyString: true })
      .test('letter', 'validation.city.noLetter', (v) => !v || patterns.letter.test(v))
      .min(2, 'validation.city.min')
      .max(ADDRESS_FIELD_MAX, 'validation.field.max50'),
    street: string()
      .required('validation.street.required')
      .test('leading', 'validation.street.leadingSpace', noLeadingSpace)
      .matches(patterns.street, { message: 'validation.field.lettersDigits', excludeEmptyString: true })
      .max(ADDRESS_FIELD_MAX, 'validation.field.max50'),
    building: string()
      .required('validation.building.required')
      .test('leading', 'validation.building.leadingSpace', noLeadingSpace)
      .matches(patterns.street, { message: 'validation.field.lettersDigits', excludeEmptyString: true })
      .max(ADDRESS_FIELD_MAX, 'validation.field.max50'),
    floor: string()
      .default('')
      .test('leading', 'validation.field.leadingSpace', noLeadingSpace)
      .matches(patterns.unit, 'validation.field.unit')
      .max(ADDRESS_SHORT_FIELD_MAX, 'validation.field.max5'),
    apartment: string()
      .default('')
      .test('leading', 'validation.field.leadingSpace', noLeadingSpace)
      .matches(patterns.unit, 'validation.field.unit')
      .max(ADDRESS_SHORT_FIELD_MAX, 'validation.field.max5'),
    landmark: landmarkSchema(),
  });

/**
 * An address-book entry: the checkout address's rules, its landmark included. The server runs this same schema on
 * POST and PATCH /api/user/addresses.
 */
export const savedAddressSchema = (): ObjectSchema<SavedAddressRequest> =>
  addressSchema().shape({ landmark: landmarkSchema() });

export const noteSchema = () =>
  string()
    .required('validation.note.required')
    .test('leading', 'validation.note.leadingSpace', noLeadingSpace)
    .test('controls', 'validation.field.controls', multiLine)
    .max(NOTE_MAX, 'validation.field.max50');

/** POST /cart: each line's product (and variant, for one sold in several) and quantity; at least one line. */
export const cartRequestSchema = () =>
  object({
    products: array(
      object({
        productId: string()
          .trim()
          .required('validation.productId.required')
          .max(100, 'validation.field.tooLong'),
        variantId: string().trim().max(100, 'validation.field.tooLong'),
        quantity: number()
          .typeError('validation.quantity.invalid')
          .required('validation.quantity.invalid')
          .integer('validation.quantity.invalid')
          .min(1, 'validation.quantity.invalid')
          .max(MAX_LINE_QUANTITY, 'validation.quantity.invalid'),
      }).required(),
    )
      .required('validation.products.required')
      .min(1, 'validation.products.required')
      .max(MAX_CART_LINES, 'validation.field.tooLong'),
  });

export const checkoutSchema = (): ObjectSchema<CheckoutRequest> =>
  object({
    address: array(addressSchema().required())
      .required('validation.address.required')
      .min(1, 'validation.address.required')
      .max(1, 'validation.address.single'),
    note: noteSchema(),
    paymentmethod: string<CheckoutMethod>()
      .required('validation.paymentmethod.required')
      .oneOf([...CHECKOUT_METHODS], 'validation.paymentmethod.invalid'),
    // The total the shopper saw (whole EGP, delivery included); optional, never converted from text.
    total: number()
      .strict()
      .typeError('validation.total.invalid')
      .integer('validation.total.invalid')
      .min(0, 'validation.total.invalid')
      .max(CHECKOUT_TOTAL_MAX, 'validation.total.invalid')
      .optional(),
  });

export const reviewSchema = (): ObjectSchema<ReviewRequest> =>
  object({
    rating: number()
      .typeError('validation.rating.invalid')
      .required('validation.rating.required')
      .integer('validation.rating.invalid')
      .min(RATING_MIN, 'validation.rating.invalid')
      .max(RATING_MAX, 'validation.rating.invalid'),
    content: string()
      .trim()
      .default('')
      .test('min', 'validation.review.min', (v) => !v || v.length >= REVIEW_CONTENT_MIN)
      .test('controls', 'validation.field.controls', multiLine)
      .max(REVIEW_CONTENT_MAX, 'validation.review.tooLong'),
  });

export const contactSchema = (): ObjectSchema<ContactRequest> =>
  object({
    fisrtname: string()
      .trim()
      .required('validation.firstName.required')
      .test('controls', 'validation.field.controls', singleLine)
      .max(CONTACT_NAME_MAX, 'validation.field.tooLong'),
    lastname: string()
      .trim()
      .required('validation.lastName.required')
      .test('controls', 'validation.field.controls', singleLine)
      .max(CONTACT_NAME_MAX, 'validation.field.tooLong'),
    email: loginEmail(),
    message: string()
      .trim()
      .required('validation.message.required')
      .test('controls', 'validation.field.controls', multiLine)
      .max(CONTACT_MESSAGE_MAX, 'validation.message.tooLong'),
  });

export const subscribeSchema = (): ObjectSchema<SubscribeRequest> => object({ email: loginEmail() });

/** A guest's order lookup: the short number ('#5EF9B888' or '5ef9b888') and the phone, as typed or pasted. */
export const orderLookupSchema = (): ObjectSchema<OrderLookupRequest> =>
  object({
    number: string()
      .trim()
      .required('validation.orderNumber.required')
      .matches(ORDER_NUMBER_PATTERN, 'validation.orderNumber.invalid'),
    phone: phoneSchema(),
  });

export const cancelSchema = (): ObjectSchema<CancelRequest> =>
  object({
    reason: string<CancelReason>()
      .required('validation.cancelReason.required')
      .oneOf([...CANCEL_REASONS], 'validation.cancelReason.invalid'),
  });
