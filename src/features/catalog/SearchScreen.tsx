// Placeholder until this screen's issue builds it.
import { FormattedMessage } from 'react-intl';
import { Container } from '../../ui/Container';

export default function SearchScreen() {
  return (
    <Container>
      <h1>
        <FormattedMessage id="search.title" />
      </h1>
    </Container>
  );
}
