// Placeholder until this screen's issue builds it.
import { FormattedMessage } from 'react-intl';
import { Container } from '../../ui/Container';

export default function BlogScreen() {
  return (
    <Container>
      <h1>
        <FormattedMessage id="blog.title" />
      </h1>
    </Container>
  );
}
