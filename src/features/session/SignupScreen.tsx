// Placeholder until this screen's issue builds it.
import { FormattedMessage } from 'react-intl';
import { Container } from '../../ui/Container';

export default function SignupScreen() {
  return (
    <Container>
      <h1>
        <FormattedMessage id="signup.heading" />
      </h1>
    </Container>
  );
}
