// /Checkout: the address (a saved one, the default first, or a new one), an order note, the payment method (cash on
// delivery, or an online method the shop switched on; Installments with its plan, maybe chosen on the product page) and the order summary; a total changed since it was shown is put to the shopper before ordering.
import { Form, Formik, useFormikContext, type FormikErrors } from 'formik';
import { memo, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { DELIVERY_FEE, CHECKOUT_PAYMENT_METHOD, orderTotal } from '../../contract/constants';
import { addressSchema, noteSchema } from '../../contract/schemas';
import { INSTALMENT_PLANS, instalmentsFor } from '../../contract/instalments';
import { Button, ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { FocusFirstError } from '../../ui/form/FocusFirstError';
import { validateOnce } from '../../ui/form/validateOnce';
import { mediaUp } from '../../theme/theme';
import { useGetCartProductsQuery } from '../cart/cartApi';
import { CodLimitNotice, codLimitOf } from '../cart/components/CodLimitNotice';
import {
  lineTotal,
  lineKeyOf,
  selectCartItems,
  selectCartSubtotal,
  selectCheckoutKey,
  type CartItem,
} from '../cart/cartSlice';
import { selectLastOrder } from './checkoutSlice';
import { localizedName } from '../../contract/localized';
import { choicesText } from '../../contract/variants';
import { selectLanguage } from '../../i18n/uiSlice';
import { emptyCheckoutForm, FilteredField, type CheckoutFormValues } from './components/AddressForm';
import { DeliveryAddress, NEW_ADDRESS, type AddressChoice } from './components/DeliveryAddress';
import { TotalChangedDialog } from './components/TotalChangedDialog';
import { PLAN_PARAM } from './components/ChoosePlanControl';
import { checkoutFieldsOf, useAddAddressMutation } from './addressesApi';
import { toast } from '../../ui/toast';
import { orderNumber, paymentLabel } from './orderDisplay';
import { usePaymentMethodsQuery } from '../../api/paymentMethodsApi';
import { offeredMethods, type CheckoutMethod } from '../../contract/payments';
import { usePending, usePlaceOrder, type PendingFlag } from './usePlaceOrder';
import { useFormatPrice } from '../../i18n/useFormatPrice';

const checkoutFormSchema = () => addressSchema().shape({ note: noteSchema() });

/**
 * The methods: cash on delivery, and the online ones the shop switched on (GET /payments/methods). With none on,
 * the spec's list: Pay By Card and Installment shown, not selectable (offeredMethods). Installments lists the plans
 * for the order's total, one chosen (the product page's choice when the shopper came from it); the plan itself is
 * agreed on the gateway's page with the bank or instalment provider.
 */
const PaymentMethods = memo(function PaymentMethods({
  value,
  onChange,
  plan,
  onPlan,
}: {
  value: CheckoutMethod;
  onChange: (method: CheckoutMethod) => void;
  plan: number;
  onPlan: (months: number) => void;
}) {
  const intl = useIntl();
  const price = useFormatPrice();
  const subtotal = useAppSelector(selectCartSubtotal);
  const { data: online = [] } = usePaymentMethodsQuery();
  const plans = instalmentsFor(orderTotal(subtotal));
  return (
    <Fieldset>
      <legend>{intl.formatMessage({ id: 'checkout.payment.title' })}</legend>
      {offeredMethods(online).map(({ method, selectable }) => {
        return (
          <div key={method}>
            <Radio $disabled={!selectable}>
              <input
                type="radio"
                name="paymentmethod"
                value={method}
                checked={value === method}
                disabled={!selectable}
                onChange={() => onChange(method)}
              />
              <span>{paymentLabel(intl, method)}</span>
              {selectable ? null : <Hint>{intl.formatMessage({ id: 'checkout.payment.unavailable' })}</Hint>}
            </Radio>
            {method === 'Installment' && value === method && selectable && plans.length > 0 ? (
              <PlanChoice>
                <legend>{intl.formatMessage({ id: 'checkout.plan.title' })}</legend>
                {plans.map(({ plan: option, monthly }) => (
                  <Radio key={option.months} $disabled={false}>
                    <input
                      type="radio"
                      name="plan"
                      value={option.months}
                      checked={plan === option.months}
                      onChange={() => onPlan(option.months)}
                    />
                    <span>
                      {intl.formatMessage(
                        { id: 'product.instalments.plan' },
                        { months: intl.formatNumber(option.months), amount: price(monthly) },
                      )}{' '}
                      (
                      {option.surchargePercent === 0
                        ? intl.formatMessage({ id: 'product.instalments.interestFree' })
                        : intl.formatMessage(
                            { id: 'product.instalments.surcharge' },
                            { percent: intl.formatNumber(option.surchargePercent) },
                          )}
                      )
                    </span>
                  </Radio>
                ))}
                <Hint>{intl.formatMessage({ id: 'checkout.plan.note' })}</Hint>
              </PlanChoice>
            ) : null}
          </div>
        );
      })}
    </Fieldset>
  );
});

/**
 * The plan the product page chose (?plan=<months>), when it is one of the plans: it chooses Installments once the
 * shop is known to take them.
 */
function usePlanFromProductPage(setMethod: (method: CheckoutMethod) => void) {
  const [params] = useSearchParams();
  const { data: online } = usePaymentMethodsQuery();
  const asked = Number(params.get(PLAN_PARAM));
  const known = INSTALMENT_PLANS.some((option) => option.months === asked);
  const [plan, setPlan] = useState(known ? asked : INSTALMENT_PLANS[0]!.months);
  // Applied once, when the methods are known (React's "adjust state while rendering" pattern).
  const [applied, setApplied] = useState(false);
  if (!applied && known && online) {
    setApplied(true);
    if (online.includes('instalments')) setMethod('Installment');
  }
  return { plan, setPlan };
}

/**
 * A line's name in the shopper's language, and the shop's cash-on-delivery limit. The cart keeps only the name it
 * was added with, so the names come from the products themselves (the cart page's same call, usually still cached);
 * the stored name stands in while they load.
 */
function useLineProducts(items: CartItem[]) {
  const lang = useAppSelector(selectLanguage);
  // (The cart page's same argument: two variants of one product are one product to read.)
  const ids = [...new Set(items.map((item) => item.id))].sort();
  const { data } = useGetCartProductsQuery(ids, { skip: ids.length === 0 });
  const nameOf = (item: CartItem) => {
    const product = data?.products.find((candidate) => candidate._id === item.id);
    const name = product ? localizedName(product, lang) : item.title;
    const choices = choicesText(item.choices, lang);
    return choices ? `${name} · ${choices}` : name;
  };
  return { nameOf, codLimit: codLimitOf(data?.products) };
}

/**
 * The order's lines and totals: they change with the cart only, so pressing Place Order re-draws the button below
 * them, not them.
 */
const SummaryLines = memo(function SummaryLines() {
  const intl = useIntl();
  const price = useFormatPrice();
  const items = useAppSelector(selectCartItems);
  const subtotal = useAppSelector(selectCartSubtotal);
  const { nameOf, codLimit } = useLineProducts(items);
  return (
    <>
      <h2 id="checkout-summary-title">{intl.formatMessage({ id: 'checkout.summary.title' })}</h2>
      <Lines>
        {items.map((item) => (
          <li key={lineKeyOf(item)}>
            <span>
              {nameOf(item)}{' '}
              <Muted>
                {intl.formatMessage(
                  { id: 'checkout.summary.quantity' },
                  { quantity: intl.formatNumber(item.quantity) },
                )}
              </Muted>
            </span>
            <span>{price(lineTotal(item))}</span>
          </li>
        ))}
      </Lines>
      <Totals>
        <dt>{intl.formatMessage({ id: 'checkout.summary.subtotal' })}</dt>
        <dd data-testid="summary-subtotal">{price(subtotal)}</dd>
        <dt>{intl.formatMessage({ id: 'checkout.summary.delivery' })}</dt>
        <dd data-testid="summary-delivery">{price(DELIVERY_FEE)}</dd>
        <dt>{intl.formatMessage({ id: 'checkout.summary.total' })}</dt>
        <dd data-testid="summary-total">{price(orderTotal(subtotal))}</dd>
      </Totals>
      <CodLimitNotice subtotal={subtotal} limitEgp={codLimit} />
    </>
  );
});

const Summary = memo(function Summary({ placing }: { placing: PendingFlag }) {
  const intl = useIntl();
  const pending = usePending(placing);
  return (
    <Aside aria-labelledby="checkout-summary-title">
      <SummaryLines />
      <Button type="submit" $block disabled={pending} aria-busy={pending || undefined}>
        {intl.formatMessage({ id: pending ? 'checkout.ordering' : 'checkout.placeOrder' })}
      </Button>
    </Aside>
  );
});

/**
 * The checkout form, its press answered first. A valid form goes straight to the order, whose 'Placing your order…'
 * paints before anything else; formik's own submit (every field touched, the form validated again and re-drawn
 * twice) took ~45 ms of that frame on a 4× throttled phone (`npm run bench:inp`, 2026-11-26), and a valid form
 * needs none of it. A form with errors goes through formik as before: its errors, and the first one focused, are
 * the answer. The check is the form's own `validate`, whose answer for these values is usually known already.
 */
function CheckoutForm({
  validate,
  onValid,
  children,
}: {
  validate: (values: CheckoutFormValues) => FormikErrors<CheckoutFormValues>;
  onValid: (values: CheckoutFormValues) => void;
  children: ReactNode;
}) {
  const { values, handleSubmit } = useFormikContext<CheckoutFormValues>();
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        if (Object.keys(validate(values)).length > 0) {
          handleSubmit(event);
          return;
        }
        event.preventDefault();
        onValid(values);
      }}
    >
      {children}
    </Form>
  );
}

/**
 * The cart this screen was opened with, if it has since become an order (in another tab of the shop: the storage
 * event brought the emptied cart and the order that carries the cart's key). Null while the cart is still to order.
 */
function useOrderedElsewhere() {
  const key = useAppSelector(selectCheckoutKey);
  const lastOrder = useAppSelector(selectLastOrder);
  // The last key this screen saw (React's "state from the previous render" pattern: set while rendering).
  const [openedWith, setOpenedWith] = useState(key);
  if (key && key !== openedWith) setOpenedWith(key);
  return !key && openedWith && lastOrder?.checkoutKey === openedWith ? lastOrder : null;
}

export default function CheckoutScreen() {
  const items = useAppSelector(selectCartItems);
  const orderedElsewhere = useOrderedElsewhere();
  const [method, setMethod] = useState<CheckoutMethod>(CHECKOUT_PAYMENT_METHOD);
  const { plan, setPlan } = usePlanFromProductPage(setMethod);
  const { placeOrder, placing, totalChange, confirmTotal, keepChecking } = usePlaceOrder(method);
  const [choice, setChoice] = useState<AddressChoice>(null);
  const [saveNew, setSaveNew] = useState(false);
  const [addAddress] = useAddAddressMutation();
  const intl = useIntl();
  // Built once: a new schema on every render of this screen cost a press a rebuild, and the check keeps its last
  // answer (validateOnce) only while it lives.
  const validate = useMemo(() => validateOnce<CheckoutFormValues>(checkoutFormSchema()), []);

  const submit = (values: CheckoutFormValues) => {
    // A new address the shopper asked to keep goes to the address book beside the order, from the same press; a
    // failure there does not hold the order up.
    if (saveNew && choice === NEW_ADDRESS) {
      addAddress(checkoutFieldsOf(values))
        .unwrap()
        .then(() => setSaveNew(false))
        .catch(() => toast.error(intl.formatMessage({ id: 'checkout.saved.saveFailed' })));
    }
    return placeOrder(values);
  };

  return (
    <Container>
      <h1>
        <FormattedMessage id="checkout.title" />
      </h1>
      {orderedElsewhere ? (
        <EmptyBox role="status">
          <p>
            <FormattedMessage
              id="checkout.orderedElsewhere"
              values={{ number: orderNumber(orderedElsewhere._id) }}
            />
          </p>
          <ButtonLink to={paths.order}>
            <FormattedMessage id="checkout.orderedElsewhere.view" />
          </ButtonLink>
        </EmptyBox>
      ) : items.length === 0 ? (
        <EmptyBox>
          <p>
            <FormattedMessage id="checkout.empty" />
          </p>
          <ButtonLink to={paths.cart} $variant="secondary">
            <FormattedMessage id="checkout.backToCart" />
          </ButtonLink>
        </EmptyBox>
      ) : (
        <Formik<CheckoutFormValues> initialValues={emptyCheckoutForm} validate={validate} onSubmit={submit}>
          <CheckoutForm validate={validate} onValid={(values) => void submit(values)}>
            <FocusFirstError />
            <Layout>
              <div>
                <DeliveryAddress
                  choice={choice}
                  onChoice={setChoice}
                  saveNew={saveNew}
                  onSaveNew={setSaveNew}
                />
                <Fieldset>
                  <FilteredField name="note" multiline />
                </Fieldset>
                <PaymentMethods value={method} onChange={setMethod} plan={plan} onPlan={setPlan} />
              </div>
              <Summary placing={placing} />
            </Layout>
          </CheckoutForm>
        </Formik>
      )}
      {totalChange ? (
        <TotalChangedDialog
          seen={totalChange.seen}
          total={totalChange.total}
          onConfirm={confirmTotal}
          onBack={keepChecking}
        />
      ) : null}
    </Container>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  padding-bottom: ${({ theme }) => theme.space(10)};
  fieldset {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  legend {
    padding: 0 ${({ theme }) => theme.space(2)};
    font-weight: 700;
    font-size: 1.1rem;
  }
  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Radio = styled.label<{ $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 36px;
  color: ${({ $disabled, theme }) => ($disabled ? theme.colors.muted : 'inherit')};
`;

/** The plans, under Installments. */
const PlanChoice = styled.fieldset`
  && {
    margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  && legend {
    font-size: 0.95rem;
  }
`;

const Hint = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Aside = styled.section`
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    margin-top: 0;
    font-size: 1.25rem;
  }
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0;
  dt:last-of-type,
  dd:last-of-type {
    font-weight: 700;
    font-size: 1.1rem;
  }
  dd {
    margin: 0;
  }
`;

const EmptyBox = styled.div`
  padding: ${({ theme }) => theme.space(10)} 0;
`;
