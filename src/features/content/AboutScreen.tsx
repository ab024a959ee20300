// /about: who we are (importer and distributor), Our Goals, Our vision, Our Mission and Our Service.
import { usePaymentPhrase } from '../../api/paymentMethodsApi';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { mediaUp } from '../../theme/theme';
import { Container } from '../../ui/Container';

const Intro = styled.section`
  padding: ${({ theme }) => theme.space(14)} 0 ${({ theme }) => theme.space(8)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: clamp(2rem, 5vw, 3rem);
  }
  p {
    max-width: 70ch;
    font-size: 1.1rem;
    line-height: 1.7;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${mediaUp('md')} {
    grid-template-columns: 1fr 1fr;
  }
  section {
    padding: ${({ theme }) => theme.space(6)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0;
    line-height: 1.7;
  }
`;

export const ABOUT_LISTS = {
  goals: ['genuine', 'reach', 'support'],
  services: ['delivery', 'warranty', 'payment', 'business'],
} as const;

export default function AboutScreen() {
  // The ways to pay promised are cash and the methods switched on, nothing more.
  const payment = usePaymentPhrase();
  return (
    <Container>
      <Intro>
        <h1>
          <FormattedMessage id="about.title" />
        </h1>
        <p>
          <FormattedMessage id="about.intro" />
        </p>
      </Intro>
      <Grid>
        <section aria-labelledby="about-goals">
          <h2 id="about-goals">
            <FormattedMessage id="about.goals.title" />
          </h2>
          <ul>
            {ABOUT_LISTS.goals.map((item) => (
              <li key={item}>
                <FormattedMessage id={`about.goals.${item}`} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="about-vision">
          <h2 id="about-vision">
            <FormattedMessage id="about.vision.title" />
          </h2>
          <p>
            <FormattedMessage id="about.vision.body" />
          </p>
        </section>
        <section aria-labelledby="about-mission">
          <h2 id="about-mission">
            <FormattedMessage id="about.mission.title" />
          </h2>
          <p>
            <FormattedMessage id="about.mission.body" />
          </p>
        </section>
        <section aria-labelledby="about-services">
          <h2 id="about-services">
            <FormattedMessage id="about.services.title" />
          </h2>
          <ul>
            {ABOUT_LISTS.services.map((item) => (
              <li key={item}>
                <FormattedMessage id={`about.services.${item}`} values={{ methods: payment }} />
              </li>
            ))}
          </ul>
        </section>
      </Grid>
    </Container>
  );
}
