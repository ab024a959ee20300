// Reviews as a row of cards with five stars and, for a product in several variants, which one the reviewer bought;
// previous / next scroll it 400 px (mirrored in Arabic).
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { LineVariant, Review } from '../../../contract';
import { useAppSelector } from '../../../app/hooks';
import { selectLanguage } from '../../../i18n/uiSlice';
import { directionOf } from '../../../i18n/language';
import { IconButton } from '../../../ui/Button';
import { Icon } from '../../../ui/icons/Icon';
import * as shellIcons from '../../../ui/icons/shell';
import { Stars } from './Stars';

export const REVIEWS_SCROLL_PX = 400;

const Frame = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Track = styled.ul`
  flex: 1;
  min-width: 0;
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  overflow-x: auto;
  scroll-behavior: smooth;
  scroll-snap-type: x proximity;
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  li {
    flex: 0 0 280px;
    scroll-snap-align: start;
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    overflow-wrap: anywhere;
  }
`;

const Arrow = styled(IconButton)`
  flex: none;
  border: 1px solid ${({ theme }) => theme.colors.line};
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(6)} 0;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const Bought = styled.small`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

/** The bought variant's values in the page's language, as a list: '512 GB, Blue' / '512 جيجابايت، أزرق'. */
const boughtText = (choices: LineVariant['choices'], lang: string) =>
  choices
    .map((choice) => (lang === 'ar' && choice.valueAr ? choice.valueAr : choice.value))
    .join(lang === 'ar' ? '، ' : ', ');

export function ReviewsCarousel({ reviews }: { reviews: readonly Review[] }) {
  const intl = useIntl();
  const lang = useAppSelector(selectLanguage);
  const track = useRef<HTMLUListElement>(null);
  if (reviews.length === 0) {
    return (
      <Empty>
        <h3>
          <FormattedMessage id="product.reviews.none" />
        </h3>
        <p>
          <FormattedMessage id="product.reviews.beFirst" />
        </p>
      </Empty>
    );
  }
  // In right-to-left pages 'next' scrolls towards the left (negative scrollLeft).
  const sign = directionOf(lang) === 'rtl' ? -1 : 1;
  const scroll = (towardsEnd: boolean) =>
    track.current?.scrollBy({ left: (towardsEnd ? 1 : -1) * sign * REVIEWS_SCROLL_PX, behavior: 'smooth' });
  return (
    <Frame>
      <Arrow
        aria-label={intl.formatMessage({ id: 'product.reviews.previous' })}
        onClick={() => scroll(false)}
      >
        <Icon shape={shellIcons.back} />
      </Arrow>
      <Track ref={track} aria-label={intl.formatMessage({ id: 'product.tabs.reviews' })}>
        {reviews.map((review) => (
          <li key={review._id}>
            <strong dir="auto">{review.user.name}</strong>
            <div>
              <Stars rating={review.rating} />
            </div>
            {review.boughtVariant && review.boughtVariant.choices.length > 0 ? (
              <Bought>
                <FormattedMessage
                  id="product.reviews.bought"
                  values={{ choices: boughtText(review.boughtVariant.choices, lang) }}
                />
              </Bought>
            ) : null}
            {review.content ? <p dir="auto">{review.content}</p> : null}
          </li>
        ))}
      </Track>
      <Arrow aria-label={intl.formatMessage({ id: 'product.reviews.next' })} onClick={() => scroll(true)}>
        <Icon shape={shellIcons.next} />
      </Arrow>
    </Frame>
  );
}
