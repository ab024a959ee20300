// /find-order: anyone, signed in or not, finds an order by the short number its emails and screens show (#5EF9B888)
// and the phone it was placed with, and sees where it is: its status and progress, what it holds and what is next.
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useErrorMessage } from '../../api/useErrorMessage';
import { orderLookupSchema } from '../../contract/schemas';
import type { OrderLookupRequest } from '../../contract/types';
import type { Order } from '../../contract/types';
import { Container } from '../../ui/Container';
import { FormAlert } from '../../ui/form/FormAlert';
import { PhoneField } from '../../ui/form/PhoneField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { OrderItems } from './components/OrderItems';
import { OrderTimeline } from './components/OrderTimeline';
import { orderNumber, reasonLabel, statusLabel } from './orderDisplay';
import { useLookupOrderMutation } from './ordersApi';

const schema = orderLookupSchema();
const initialValues: OrderLookupRequest = { number: '', phone: '' };

export default function FindOrderScreen() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [lookup] = useLookupOrderMutation();
  const [found, setFound] = useState<Order | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <Container>
      <Narrow>
        <h1>{intl.formatMessage({ id: 'findOrder.title' })}</h1>
        <p>{intl.formatMessage({ id: 'findOrder.intro' })}</p>
        <Formik<OrderLookupRequest>
          initialValues={initialValues}
          validationSchema={schema}
          onSubmit={async (values) => {
            setFailure(null);
            try {
              setFound(await lookup(schema.cast(values)).unwrap());
            } catch (error) {
              setFound(null);
              setFailure(errorMessage(error, 'findOrder.notFound'));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              {failure ? <FormAlert>{failure}</FormAlert> : null}
              <TextField
                name="number"
                dir="ltr"
                autoComplete="off"
                label={intl.formatMessage({ id: 'findOrder.number' })}
                hint={intl.formatMessage({ id: 'findOrder.numberHint' })}
              />
              <PhoneField
                name="phone"
                autoComplete="tel-national"
                label={intl.formatMessage({ id: 'findOrder.phone' })}
              />
              <SubmitButton busy={isSubmitting} busyLabel={intl.formatMessage({ id: 'findOrder.finding' })}>
                {intl.formatMessage({ id: 'findOrder.submit' })}
              </SubmitButton>
            </Form>
          )}
        </Formik>
      </Narrow>
      {found ? (
        <Result aria-labelledby="found-order">
          <h2 id="found-order">
            {intl.formatMessage({ id: 'tracking.orderNumber' }, { number: orderNumber(found._id) })}
          </h2>
          <p role="status">
            {intl.formatMessage({ id: 'tracking.status' }, { status: statusLabel(intl, found.status) })}
            {found.status === 'cancelled' && found.cancelReason
              ? ` · ${intl.formatMessage({ id: 'tracking.cancelledReason' }, { reason: reasonLabel(intl, found.cancelReason) })}`
              : null}
          </p>
          {found.status === 'cancelled' ? null : <OrderTimeline status={found.status} />}
          <OrderItems lines={found.cartId?.products ?? []} />
        </Result>
      ) : null}
    </Container>
  );
}

const Narrow = styled.div`
  max-width: 440px;
  padding-top: ${({ theme }) => theme.space(6)};
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Result = styled.section`
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(10)};
`;
