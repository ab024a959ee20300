// The product review form (five stars and a comment); rendered by the product screen.
export interface ReviewFormProps {
  productId: string;
}

export function ReviewForm(_props: ReviewFormProps) {
  return null;
}

export default ReviewForm;
