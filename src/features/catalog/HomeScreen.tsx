// Home: the hero with Shop Now. The browsing work adds the category picker, offers, services and partners.
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { paths } from '../../app/paths';
import { useAppDispatch } from '../../app/hooks';
import { categoryReset } from './filtersSlice';

const Hero = styled.section`
  padding: ${({ theme }) => theme.space(16)} 0;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brandSoft}, #fff);
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
`;

export default function HomeScreen() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(categoryReset());
  }, [dispatch]);
  return (
    <Hero>
      <Container>
        <h1>
          <FormattedMessage id="home.hero.tagline" />
        </h1>
        <p>
          <FormattedMessage id="home.hero.subtitle" />
        </p>
        <ButtonLink to={paths.categories}>
          <FormattedMessage id="home.hero.shopNow" />
        </ButtonLink>
      </Container>
    </Hero>
  );
}
