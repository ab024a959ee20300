// Home: hero with Shop Now and the category picker (the first screen), then Special Offer, Our Service, Why Choose Us
// and Our Partners (HomeBelowFold, loaded as the first screen renders). It resets the chosen category to All.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { paths } from '../../config/paths';
import { useAppDispatch } from '../../app/hooks';
import { mediaUp } from '../../theme/theme';
import { loadActiveMessages } from '../../i18n/messages';
import { useAllMessages } from '../../i18n/useAllMessages';
import { categoryReset } from './filtersSlice';
import { CategoryStrip } from './components/CategoryStrip';

const Hero = styled.section`
  padding: ${({ theme }) => theme.space(12)} 0;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brandSoft}, #fff);
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space(8)};
    align-items: center;
    ${mediaUp('md')} {
      grid-template-columns: 1.1fr 1fr;
    }
  }
  h1 {
    font-size: clamp(2rem, 5vw, 3.25rem);
    line-height: 1.15;
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
  p {
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.inkSoft};
    max-width: 560px;
  }
  img {
    width: 100%;
    height: auto;
  }
`;

/** Holds the sections' place while their chunk loads; nothing is below them until it has (the footer comes later). */
const BelowFoldPlace = styled.div`
  min-height: 60vh;
`;

/** The sections below the first screen: HomeBelowFold with what the app gives its products (app/homeBelowFold.tsx). */
type SectionsModule = { default: ComponentType };

/** The home screen, its sections below the first screen loaded by `loadSections` in a chunk of their own. */
export function homeScreen(loadSections: () => Promise<SectionsModule>) {
  // Their messages are in the rest of the catalogue (locales/first-screen.json holds the first screen's): the chunk
  // and the rest load together, and the sections show once the active language's catalogue is all here.
  const loadBelowFold = () => Promise.all([loadSections(), loadActiveMessages()]).then(([module]) => module);
  const HomeBelowFold = lazy(loadBelowFold);

  function BelowFold() {
    const allMessages = useAllMessages();
    useEffect(() => {
      if (!allMessages) void loadBelowFold();
    }, [allMessages]);
    const place = <BelowFoldPlace aria-busy="true" />;
    return <Suspense fallback={place}>{allMessages ? <HomeBelowFold /> : place}</Suspense>;
  }

  return function HomeScreen() {
    const dispatch = useAppDispatch();
    useEffect(() => {
      dispatch(categoryReset());
    }, [dispatch]);
    return (
      <>
        <Hero>
          <Container>
            <div>
              <h1>
                <FormattedMessage id="home.hero.tagline" />
              </h1>
              <p>
                <FormattedMessage id="home.hero.subtitle" />
              </p>
              <ButtonLink to={paths.categories}>
                <FormattedMessage id="home.hero.shopNow" />
              </ButtonLink>
            </div>
            {/* The LCP element on phones: explicit size, high priority, never lazy. */}
            <img src="/images/site/hero.svg" alt="" width={560} height={400} fetchPriority="high" />
          </Container>
        </Hero>
        <Container>
          <CategoryStrip />
        </Container>
        <BelowFold />
      </>
    );
  };
}
