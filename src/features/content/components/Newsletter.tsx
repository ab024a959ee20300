// The footer newsletter: 'Stay in the loop'. Filled in by the browsing work (posts /subscribe).
import { FormattedMessage } from 'react-intl';

export function Newsletter() {
  return (
    <section aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">
        <FormattedMessage id="newsletter.title" />
      </h2>
      <p>
        <FormattedMessage id="newsletter.subtitle" />
      </p>
    </section>
  );
}
