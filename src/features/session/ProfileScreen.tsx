// Placeholder until this screen's issue builds it.
import { FormattedMessage } from 'react-intl';
import { Container } from '../../ui/Container';

export default function ProfileScreen() {
  return (
    <Container>
      <h1>
        <FormattedMessage id="profile.title" />
      </h1>
    </Container>
  );
}
