// /returns: the returns policy (Consumer Protection Law 181/2018): the windows, the condition, who pays for the
// pickup, how each payment method is refunded, and the warranty route after the windows. The windows and the fee are
// the shop's settings; the page states the law's (the floor production enforces) and a free pickup.
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Container } from '../../ui/Container';

const SECTIONS = ['windows', 'condition', 'how', 'pickup', 'refunds', 'warranty'] as const;

export default function ReturnsPolicyScreen() {
  return (
    <Container>
      <Page>
        <h1>
          <FormattedMessage id="returnsPolicy.title" />
        </h1>
        <p>
          <FormattedMessage id="returnsPolicy.intro" />
        </p>
        {SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`returns-${section}`}>
            <h2 id={`returns-${section}`}>
              <FormattedMessage id={`returnsPolicy.${section}.title`} />
            </h2>
            <p>
              <FormattedMessage id={`returnsPolicy.${section}.text`} />
            </p>
          </section>
        ))}
      </Page>
    </Container>
  );
}

const Page = styled.article`
  max-width: 70ch;
  padding: ${({ theme }) => theme.space(10)} 0;
  line-height: 1.7;
  h2 {
    margin-top: ${({ theme }) => theme.space(6)};
    font-size: 1.2rem;
  }
`;
