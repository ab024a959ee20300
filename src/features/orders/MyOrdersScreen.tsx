// Placeholder until this screen's issue builds it.
import { FormattedMessage } from 'react-intl';
import { Container } from '../../ui/Container';

export default function MyOrdersScreen() {
  return (
    <Container>
      <h1>
        <FormattedMessage id="myOrders.title" />
      </h1>
    </Container>
  );
}
