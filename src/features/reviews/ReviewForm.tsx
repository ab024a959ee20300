// The product review form (five stars and a comment of 20+ characters). The product screen renders it; it shows
// itself only to a signed-in shopper with a completed order containing the product (from GET /checkout/userOrders).
// A shopper who has reviewed the product sees their review and edits it: POST /review/{id} replaces it (one review
// per shopper and product), so the form never looks blank for a review the shop already holds.
import { useEffect, useRef, useState } from 'react';
import { Form, Formik, useField } from 'formik';
import { useIntl } from 'react-intl';
import { toast } from '../../ui/toast';
import styled from 'styled-components';
import { string } from 'yup';
import { useAppSelector } from '../../app/hooks';
import { useErrorMessage } from '../../api/useErrorMessage';
import { RATING_MAX, REVIEW_CONTENT_MAX, REVIEW_CONTENT_MIN } from '../../contract/constants';
import { reviewSchema } from '../../contract/schemas';
import type { Order, Review } from '../../contract/types';
import { Button } from '../../ui/Button';
import { selectIsSignedIn, selectUser } from '../session/sessionSlice';
import { useUserOrdersQuery } from '../orders/ordersApi';
import { useCreateReviewMutation } from './reviewsApi';

export interface ReviewFormProps {
  productId: string;
  /** The product's reviews (GET /product/{id}); the shopper's own is shown above the form and fills it to edit. */
  reviews?: Review[];
}

/** What the shopper last sent, shown until the product's reviews come back with it. */
type OwnReview = Pick<Review, 'rating' | 'content'> & { updatedAt?: string };

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

export function ReviewForm({ productId, reviews = [] }: ReviewFormProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectUser);
  const { data: orders } = useUserOrdersQuery(undefined, { skip: !signedIn });
  const [createReview] = useCreateReviewMutation();
  const [sent, setSent] = useState<OwnReview | null>(null);
  const [editing, setEditing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    // After saving or cancelling an edit, focus returns to the section's heading (the button pressed is gone).
    if (moveFocus.current) headingRef.current?.focus();
    moveFocus.current = false;
  }, [editing, sent]);
  if (!signedIn || !canReview(orders, productId)) return null;

  const held = reviews.find((review) => review.user._id === user?._id);
  const own: OwnReview | null = sent ?? held ?? null;

  if (own && !editing) {
    return (
      <Box aria-labelledby="review-form-title">
        <h2 id="review-form-title" ref={headingRef} tabIndex={-1}>
          {intl.formatMessage({ id: 'review.yours' })}
        </h2>
        <Own>
          <p>
            <span aria-hidden="true">{'★'.repeat(own.rating) + '☆'.repeat(RATING_MAX - own.rating)}</span>{' '}
            <span>
              {intl.formatMessage({ id: 'review.yourRating' }, { rating: own.rating, max: RATING_MAX })}
            </span>
          </p>
          <blockquote dir="auto">{own.content}</blockquote>
          {own.updatedAt ? (
            <small>
              {intl.formatMessage(
                { id: 'review.reviewedOn' },
                { date: intl.formatDate(own.updatedAt, { dateStyle: 'medium', timeZone: 'Africa/Cairo' }) },
              )}
            </small>
          ) : null}
        </Own>
        <Button type="button" onClick={() => setEditing(true)}>
          {intl.formatMessage({ id: 'review.edit' })}
        </Button>
      </Box>
    );
  }

  const updating = own !== null;
  return (
    <Box aria-labelledby="review-form-title">
      <h2 id="review-form-title" ref={headingRef} tabIndex={-1}>
        {intl.formatMessage({ id: updating ? 'review.editTitle' : 'review.title' })}
      </h2>
      <Formik<ReviewValues>
        initialValues={{ rating: own?.rating, content: own?.content ?? '' }}
        validationSchema={formSchema()}
        onSubmit={async (values) => {
          const review = { rating: Number(values.rating), content: values.content.trim() };
          try {
            const saved = await createReview({ productId, ...review }).unwrap();
            toast.success(intl.formatMessage({ id: updating ? 'review.updated' : 'review.success' }));
            moveFocus.current = true;
            setSent({ ...review, updatedAt: saved.updatedAt });
            setEditing(false);
          } catch (error) {
            toast.error(errorMessage(error, 'orders.error'));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stars />
            <Content />
            <Actions>
              <Button type="submit" disabled={isSubmitting}>
                {intl.formatMessage({
                  id: isSubmitting ? 'review.sending' : updating ? 'review.update' : 'review.submit',
                })}
              </Button>
              {updating ? (
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => {
                    moveFocus.current = true;
                    setEditing(false);
                  }}
                >
                  {intl.formatMessage({ id: 'review.cancelEdit' })}
                </Button>
              ) : null}
            </Actions>
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

const Own = styled.div`
  p {
    margin: 0;
  }
  p > span[aria-hidden] {
    color: ${({ theme }) => theme.colors.accent};
    font-size: 1.2rem;
  }
  blockquote {
    margin: ${({ theme }) => theme.space(2)} 0;
    white-space: pre-line;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
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
