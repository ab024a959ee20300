// The privacy policy and the terms of sale: an introduction and numbered sections, all messages
// (`{page}.intro`, `{page}.section{n}.title|body`), so both languages say the same.
import { FormattedMessage } from 'react-intl';
import { LEGAL_SECTIONS } from '../../../contract/content';
import { WordsPage } from './WordsPage';

export function LegalPage({ page }: { page: 'privacy' | 'terms' }) {
  return (
    <WordsPage title={<FormattedMessage id={`${page}.title`} />}>
      <p>
        <FormattedMessage id={`${page}.intro`} />
      </p>
      {Array.from({ length: LEGAL_SECTIONS }, (_, i) => (
        <section key={i} aria-labelledby={`${page}-${i + 1}`}>
          <h2 id={`${page}-${i + 1}`}>
            <FormattedMessage id={`${page}.section${i + 1}.title`} />
          </h2>
          <p>
            <FormattedMessage id={`${page}.section${i + 1}.body`} />
          </p>
        </section>
      ))}
    </WordsPage>
  );
}
