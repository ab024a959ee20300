// Placeholder until this screen's issue builds it.
import { FormattedMessage } from 'react-intl';
import { Container } from '../../ui/Container';

export default function QaScreen() {
  return (
    <Container>
      <h1>
        <FormattedMessage id="qa.title" />
      </h1>
    </Container>
  );
}
