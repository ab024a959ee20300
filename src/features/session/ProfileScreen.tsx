// My Account (/profile): the signed-in shopper's details and their changes (name and phone, password, email:
// components/AccountChanges.tsx), the payment methods (information: the ones checkout offers, chosen there for each
// order, so there is no preference to keep) and the country (Egypt, read-only). The address book is another
// feature's (orders): src/app/profileScreen.tsx gives it through the `addressBook` slot.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Panel } from '../../ui/Panel';
import { useAppSelector } from '../../app/hooks';
import { CHECKOUT_PAYMENT_METHOD } from '../../contract/constants';
import { offeredMethods, type CheckoutMethod } from '../../contract/payments';
import { usePaymentMethodsQuery, usePaymentPhrase } from '../../api/paymentMethodsApi';
import { Container } from '../../ui/Container';
import { mediaUp } from '../../theme/theme';
import { selectUser } from './sessionSlice';
import { initialOf, splitName } from './sessionUser';
import { Initial } from './components/Initial';
import { AccountChanges } from './components/AccountChanges';

/** Each method's name, as checkout says it. */
const METHOD_IDS: Record<CheckoutMethod, string> = {
  'Cash On Delivery': 'checkout.payment.cashOnDelivery',
  'Pay By Card': 'checkout.payment.payByCard',
  'Mobile Wallet': 'checkout.payment.mobileWallet',
  Installment: 'checkout.payment.installment',
};

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(12)};
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const BigInitial = styled(Initial)`
  width: 64px;
  height: 64px;
  font-size: 1.6rem;
`;

const Details = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${mediaUp('md')} {
    grid-template-columns: 1fr 1fr;
  }
  div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  dt {
    font-size: 0.85rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    overflow-wrap: anywhere;
  }
`;

const Methods = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-size: 1.2rem;
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  label:has(input:disabled) {
    color: ${({ theme }) => theme.colors.muted};
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.muted};
  }
  small {
    margin-left: auto;
    font-size: 0.85rem;
  }
`;

export default function ProfileScreen({ addressBook }: { addressBook?: ReactNode } = {}) {
  const intl = useIntl();
  const { data: online = [] } = usePaymentMethodsQuery();
  const paymentPhrase = usePaymentPhrase();
  const user = useAppSelector(selectUser);
  // RequireAuth renders this screen only with a stored user.
  if (!user) return null;
  const { firstName, lastName } = splitName(user.name);
  const notSet = intl.formatMessage({ id: 'profile.notSet' });
  const rows = [
    { id: 'profile.name', value: user.name },
    { id: 'profile.firstName', value: firstName },
    { id: 'profile.lastName', value: lastName },
    { id: 'profile.email', value: user.email, ltr: true },
    { id: 'profile.phone', value: user.phone ?? '', ltr: true },
    { id: 'profile.country', value: intl.formatMessage({ id: 'session.country.egypt' }) },
  ];

  return (
    <Page>
      <Head>
        <BigInitial aria-hidden="true">{initialOf(user.name)}</BigInitial>
        <div>
          <h1>
            <FormattedMessage id="profile.title" />
          </h1>
          <p>{user.email}</p>
        </div>
      </Head>
      <Panel aria-labelledby="profile-details">
        <h2 id="profile-details">
          <FormattedMessage id="profile.details" />
        </h2>
        <Details>
          {rows.map((row) => (
            <div key={row.id}>
              <dt>
                <FormattedMessage id={row.id} />
              </dt>
              <dd>{row.ltr && row.value ? <bdi dir="ltr">{row.value}</bdi> : row.value || notSet}</dd>
            </div>
          ))}
        </Details>
      </Panel>
      <AccountChanges />
      {addressBook}
      <Panel>
        <Methods aria-describedby="profile-payment-note">
          <legend>
            <FormattedMessage id="profile.paymentMethod" />
          </legend>
          <p id="profile-payment-note">
            {online.length > 0 ? (
              <FormattedMessage id="profile.payment.choose" values={{ methods: paymentPhrase }} />
            ) : (
              <FormattedMessage id="profile.payment.note" />
            )}
          </p>
          {offeredMethods(online).map(({ method, selectable }) => {
            // Cash on delivery, checkout's first choice, stands checked; the rest are chosen at checkout.
            const taken = method === CHECKOUT_PAYMENT_METHOD;
            return (
              <label key={method}>
                <input
                  type="radio"
                  name="paymentMethod"
                  value={method}
                  checked={taken}
                  disabled={!taken}
                  readOnly
                />
                <FormattedMessage id={METHOD_IDS[method]} />
                {selectable ? null : (
                  <small>
                    {' '}
                    <FormattedMessage id="checkout.payment.unavailable" />
                  </small>
                )}
              </label>
            );
          })}
        </Methods>
      </Panel>
    </Page>
  );
}
