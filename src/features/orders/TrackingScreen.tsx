// Placeholder until this screen's issue builds it.
import { FormattedMessage } from 'react-intl';
import { Container } from '../../ui/Container';

export default function TrackingScreen() {
  return (
    <Container>
      <h1>
        <FormattedMessage id="tracking.title" />
      </h1>
    </Container>
  );
}
