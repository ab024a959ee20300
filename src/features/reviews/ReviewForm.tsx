// The product review form (five stars and a comment of 20+ characters). The product screen renders it; it shows
// itself only to a signed-in shopper with a completed order containing the product (from GET /checkout/userOrders).
import { Form, Formik, useField } from 'formik';
import { useIntl } from 'react-intl';
import { toast } from '../../ui/toast';
import styled from 'styled-components';
import { string } from 'yup';
import { useAppSelector } from '../../app/hooks';
import { useErrorMessage } from '../../api/useErrorMessage';
import { RATING_MAX, REVIEW_CONTENT_MAX, REVIEW_CONTENT_MIN } from '../../contract/constants';
import { reviewSchema } from '../../contract/schemas';
import type { Order } from '../../contract/types';
import { Button } from '../../ui/Button';
import { selectIsSignedIn } from '../session/sessionSlice';
import { useUserOrdersQuery } from '../orders/ordersApi';
import { useCreateReviewMutation } from './reviewsApi';

export interface ReviewFormProps {
  productId: string;
}

interface ReviewValues {
  rating: number | undefined;
  content: string;
}

/** True when one of the orders is completed and contains the product. */
export const canReview = (orders: Order[] | undefined, productId: string) =>
  (orders ?? []).some(
    (order) =>
      order.status === 'completed' && order.cartId.products.some((line) => line.product._id === productId),
  );

const formSchema = () =>
  reviewSchema().shape({
    content: string()
      .trim()
      .required('validation.review.min')
      .min(REVIEW_CONTENT_MIN, 'validation.review.min')
      .max(REVIEW_CONTENT_MAX, 'validation.review.tooLong'),
  });

function Stars() {
  const intl = useIntl();
  const [field, meta, helpers] = useField<number | undefined>('rating');
  const error = meta.touched ? meta.error : undefined;
  const stars = Array.from({ length: RATING_MAX }, (_, i) => i + 1);
  return (
    <StarSet aria-describedby={error ? 'review-rating-error' : undefined}>
      <legend>{intl.formatMessage({ id: 'review.rating' })}</legend>
      <div>
        {stars.map((value) => (
          <Star key={value} $lit={field.value !== undefined && value <= field.value}>
            <input
              type="radio"
              name="rating"
              value={value}
              checked={field.value === value}
              onChange={() => void helpers.setValue(value)}
              onBlur={() => void helpers.setTouched(true)}
              className="visually-hidden"
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {intl.formatMessage({ id: 'review.star' }, { count: value })}
            </span>
          </Star>
        ))}
      </div>
      {error ? <ErrorText id="review-rating-error">{intl.formatMessage({ id: error })}</ErrorText> : null}
    </StarSet>
  );
}

function Content() {
  const intl = useIntl();
  const [field, meta] = useField<string>('content');
  const error = meta.touched ? meta.error : undefined;
  return (
    <Field>
      <label htmlFor="review-content">{intl.formatMessage({ id: 'review.content' })}</label>
      <textarea
        id="review-content"
        rows={4}
        maxLength={REVIEW_CONTENT_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'review-content-error' : 'review-content-hint'}
        {...field}
      />
      {error ? (
        <ErrorText id="review-content-error">{intl.formatMessage({ id: error })}</ErrorText>
      ) : (
        <small id="review-content-hint">{intl.formatMessage({ id: 'review.hint' })}</small>
      )}
    </Field>
  );
}

export function ReviewForm({ productId }: ReviewFormProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data: orders } = useUserOrdersQuery(undefined, { skip: !signedIn });
  const [createReview] = useCreateReviewMutation();
  if (!signedIn || !canReview(orders, productId)) return null;

  return (
    <Box aria-labelledby="review-form-title">
      <h2 id="review-form-title">{intl.formatMessage({ id: 'review.title' })}</h2>
      <Formik<ReviewValues>
        initialValues={{ rating: undefined, content: '' }}
        validationSchema={formSchema()}
        onSubmit={async (values, { resetForm }) => {
          try {
            await createReview({
              productId,
              rating: Number(values.rating),
              content: values.content.trim(),
            }).unwrap();
            toast.success(intl.formatMessage({ id: 'review.success' }));
            resetForm();
          } catch (error) {
            toast.error(errorMessage(error, 'orders.error'));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stars />
            <Content />
            <Button type="submit" disabled={isSubmitting}>
              {intl.formatMessage({ id: isSubmitting ? 'review.sending' : 'review.submit' })}
            </Button>
          </Form>
        )}
      </Formik>
    </Box>
  );
}

export default ReviewForm;

const Box = styled.section`
  margin: ${({ theme }) => theme.space(6)} 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 {
    margin-top: 0;
    font-size: 1.2rem;
  }
  form {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const StarSet = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
`;

const Star = styled.label<{ $lit: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  font-size: 1.8rem;
  cursor: pointer;
  color: ${({ $lit, theme }) => ($lit ? theme.colors.accent : theme.colors.line)};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.brand};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  label {
    font-weight: 600;
  }
  textarea {
    width: 100%;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;
