/*
 * The category picker: a keen-slider carousel of 'All' and every category. It glides continuously (one slide per
 * 2 s, linear), pauses while hovered or focused (and never moves for reduced-motion users), loops only above six
 * categories, shows 3 / 5 / 6 slides from 0 / 1024 / 1400 px with 20 px spacing, and has previous / next buttons
 * from the md breakpoint. Choosing a category stores it as the current filter and opens its listing.
 * keen-slider itself loads after the first paint (useLazyKeenSlider); the CSS below lays the strip out as it will be.
 */
import { useMemo, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import styled, { css } from 'styled-components';
import type { Category } from '../../../contract';
import { paths } from '../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectLanguage } from '../../../i18n/uiSlice';
import { directionOf } from '../../../i18n/language';
import { localizedName } from '../../../contract/localized';
import { mediaDown, mediaUp } from '../../../theme/theme';
import { IconButton } from '../../../ui/Button';
import { Icon } from '../../../ui/icons/Icon';
import * as shellIcons from '../../../ui/icons/shell';
import { useGetCategoriesQuery } from '../catalogueApi';
import { categoryChosen, categoryReset } from '../filtersSlice';
import { PLACEHOLDER_IMAGE } from './placeholder';
import { useLazyKeenSlider } from './useLazyKeenSlider';

export const STRIP_LOOP_ABOVE = 6;
export const STRIP_SPEED_MS = 2000;
export const STRIP_SPACING = 20;
export const STRIP_PER_VIEW = { base: 3, lg: 5, xxl: 6 } as const;
const ALL_IMAGE = '/images/site/all-categories.svg';
const LABEL_LINE_HEIGHT = 1.3;

const Section = styled.section`
  position: relative;
  padding: ${({ theme }) => theme.space(6)} 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: 1.4rem;
  }
`;

const Frame = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/*
 * keen-slider's own stylesheet, in the theme's CSS-in-JS (webpack serves .css files as assets, not styles), plus a
 * stand-in for the slider until it runs (`data-strip-ready`): keen-slider loads after the first paint, so the strip
 * is first laid out exactly as keen-slider will lay it out. Each slide (index `--i`) sits where keen-slider puts it
 * (0 px apart in the flow, right to left with `row-reverse` in Arabic) and is moved into place by a transform, the
 * same property keen-slider then takes over. A change of a slide's own transform is not a layout shift, so nothing
 * counts as moving when the slider starts, or when the categories replace the placeholder.
 */
const Slider = styled.div<{ $rtl: boolean }>`
  --per-view: ${STRIP_PER_VIEW.base};
  flex: 1;
  min-width: 0;
  display: flex;
  overflow: hidden;
  position: relative;
  touch-action: pan-y;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  ${mediaUp('lg')} {
    --per-view: ${STRIP_PER_VIEW.lg};
  }
  ${mediaUp('xxl')} {
    --per-view: ${STRIP_PER_VIEW.xxl};
  }
  &[data-keen-slider-reverse] {
    flex-direction: row-reverse;
  }
  > * {
    position: relative;
    overflow: hidden;
    width: calc((100% - (var(--per-view) - 1) * ${STRIP_SPACING}px) / var(--per-view));
    min-height: 100%;
    flex: none;
  }
  &:not([data-strip-ready]) > * {
    transform: translateX(calc(var(--i) * ${STRIP_SPACING}px));
  }
  ${({ $rtl }) =>
    $rtl &&
    css`
      &:not([data-strip-ready]) {
        flex-direction: row-reverse;
      }
      &:not([data-strip-ready]) > * {
        transform: translateX(
          calc(
            (var(--per-view) - 1 - 2 * var(--i)) * 100% + (var(--per-view) - 1 - var(--i)) *
              ${STRIP_SPACING}px
          )
        );
      }
    `}
`;

/** A slide's index, for the stand-in layout above. */
const slideIndex = (i: number) => ({ '--i': i }) as CSSProperties;

const slideLayout = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-decoration: none;
  text-align: center;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  /*
   * The name takes a fixed number of lines (three on phones, where a slide is about 100 px wide; two above), so every
   * slide, and the placeholder, has the same height.
   */
  > span {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    line-height: ${LABEL_LINE_HEIGHT};
    min-height: ${2 * LABEL_LINE_HEIGHT}em;
    ${mediaDown('sm')} {
      -webkit-line-clamp: 3;
      min-height: ${3 * LABEL_LINE_HEIGHT}em;
    }
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.brand};
    outline-offset: -3px;
  }
`;

const Slide = styled(Link)`
  ${slideLayout}
`;

/* The placeholder while the categories load: the same boxes as a slide (image, two-line label), empty but for 'All'. */
const SlidePlaceholder = styled.div`
  ${slideLayout}
  > div {
    width: 100%;
    aspect-ratio: 4 / 3;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/** Holds an arrow's place in the placeholder (44 px, shown from md like the arrows). */
const ArrowPlace = styled.span`
  flex: none;
  width: 44px;
  height: 44px;
  ${mediaDown('md')} {
    display: none;
  }
`;

const Arrow = styled(IconButton)`
  flex: none;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  ${mediaDown('md')} {
    display: none;
  }
`;

const glide = { duration: STRIP_SPEED_MS, easing: (t: number) => t };

/** Continuous autoplay with pause on hover and on keyboard focus. */
function autoplay(slider: KeenSliderInstance) {
  let paused = false;
  const reducedMotion =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const step = () => {
    if (paused || reducedMotion) return;
    const { abs, maxIdx } = slider.track.details;
    if (!slider.options.loop && abs >= maxIdx) {
      slider.moveToIdx(0, true, glide);
      return;
    }
    slider.moveToIdx(abs + 1, true, glide);
  };
  const pause = () => {
    paused = true;
    slider.animator.stop();
  };
  const resume = () => {
    paused = false;
    step();
  };
  slider.on('created', () => {
    // keen-slider now sizes and places the slides itself (in the coming frame): drop the CSS stand-in spacing.
    slider.container.setAttribute('data-strip-ready', '');
    slider.container.addEventListener('mouseenter', pause);
    slider.container.addEventListener('mouseleave', resume);
    slider.container.addEventListener('focusin', pause);
    slider.container.addEventListener('focusout', resume);
    step();
  });
  slider.on('animationEnded', step);
  slider.on('updated', step);
  slider.on('destroyed', () => {
    slider.container.removeEventListener('mouseenter', pause);
    slider.container.removeEventListener('mouseleave', resume);
    slider.container.removeEventListener('focusin', pause);
    slider.container.removeEventListener('focusout', resume);
  });
}

const PLUGINS = [autoplay];

export function stripOptions(categoryCount: number, rtl: boolean): KeenSliderOptions {
  const options: KeenSliderOptions = {
    loop: categoryCount > STRIP_LOOP_ABOVE,
    rtl,
    renderMode: 'performance',
    drag: true,
    slides: { perView: STRIP_PER_VIEW.base, spacing: STRIP_SPACING },
  };
  // keen-slider reads breakpoints through matchMedia, which test DOMs may lack.
  if (typeof window !== 'undefined' && typeof window.matchMedia === 'function') {
    options.breakpoints = {
      '(min-width: 1024px)': { slides: { perView: STRIP_PER_VIEW.lg, spacing: STRIP_SPACING } },
      '(min-width: 1400px)': { slides: { perView: STRIP_PER_VIEW.xxl, spacing: STRIP_SPACING } },
    };
  }
  return options;
}

function Carousel({ categories }: { categories: readonly Category[] }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLanguage);
  const rtl = directionOf(lang) === 'rtl';
  const options = useMemo(() => stripOptions(categories.length, rtl), [categories.length, rtl]);
  const [sliderRef, instanceRef] = useLazyKeenSlider<HTMLDivElement>(options, PLUGINS);
  const move = (by: number) => {
    const slider = instanceRef.current;
    if (!slider) return;
    slider.animator.stop();
    if (by < 0) slider.prev();
    else slider.next();
  };
  return (
    <Frame>
      <Arrow aria-label={intl.formatMessage({ id: 'catalogue.strip.previous' })} onClick={() => move(-1)}>
        <Icon shape={shellIcons.back} />
      </Arrow>
      <Slider ref={sliderRef} className="keen-slider" $rtl={rtl}>
        <div className="keen-slider__slide" style={slideIndex(0)}>
          <Slide to={paths.categories} onClick={() => dispatch(categoryReset())}>
            <img src={ALL_IMAGE} alt="" width={400} height={300} decoding="async" />
            <span>
              <FormattedMessage id="catalogue.category.all" />
            </span>
          </Slide>
        </div>
        {categories.map((category, index) => (
          <div className="keen-slider__slide" key={category._id} style={slideIndex(index + 1)}>
            <Slide
              to={paths.categoryListing(category._id)}
              onClick={() => dispatch(categoryChosen({ id: category._id, name: category.name }))}
            >
              {/* An uploaded image is its card size (480 px): enough for a 90–190 px slide, without the srcset code on
                  the first screen. */}
              <img
                src={category.image || PLACEHOLDER_IMAGE}
                alt=""
                width={400}
                height={300}
                decoding="async"
              />
              <span>{localizedName(category, lang)}</span>
            </Slide>
          </div>
        ))}
      </Slider>
      <Arrow aria-label={intl.formatMessage({ id: 'catalogue.strip.next' })} onClick={() => move(1)}>
        <Icon shape={shellIcons.next} />
      </Arrow>
    </Frame>
  );
}

/** The strip's exact size while the categories load, so the content below it never moves. */
function StripPlaceholder() {
  const rtl = directionOf(useAppSelector(selectLanguage)) === 'rtl';
  return (
    <Frame aria-hidden="true" data-testid="strip-placeholder">
      <ArrowPlace />
      <Slider $rtl={rtl}>
        {/* 'All' needs no data: it is there from the first paint, where the carousel will show it. */}
        <div style={slideIndex(0)}>
          <SlidePlaceholder>
            <img src={ALL_IMAGE} alt="" width={400} height={300} />
            <span>
              <FormattedMessage id="catalogue.category.all" />
            </span>
          </SlidePlaceholder>
        </div>
        {Array.from({ length: STRIP_PER_VIEW.xxl - 1 }, (_, n) => (
          <div key={n} style={slideIndex(n + 1)}>
            <SlidePlaceholder>
              <div />
              <span />
            </SlidePlaceholder>
          </div>
        ))}
      </Slider>
      <ArrowPlace />
    </Frame>
  );
}

export function CategoryStrip() {
  const intl = useIntl();
  const { data: categories } = useGetCategoriesQuery();
  return (
    <Section
      aria-roledescription={intl.formatMessage({ id: 'catalogue.strip.role' })}
      aria-labelledby="category-strip-title"
    >
      <h2 id="category-strip-title">
        <FormattedMessage id="catalogue.strip.title" />
      </h2>
      {/* Mounted once the list is known, so keen-slider measures the real slides; until then, their boxes. */}
      {categories ? <Carousel key={categories.length} categories={categories} /> : <StripPlaceholder />}
    </Section>
  );
}
