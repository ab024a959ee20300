// Placeholder until this screen's issue builds it.
import { FormattedMessage } from 'react-intl';
import { Container } from '../../ui/Container';

export default function StaffOrdersScreen() {
  return (
    <Container>
      <h1>
        <FormattedMessage id="staff.orders.title" />
      </h1>
    </Container>
  );
}
