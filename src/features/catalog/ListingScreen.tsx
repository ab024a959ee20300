// Placeholder until this screen's issue builds it.
import { FormattedMessage } from 'react-intl';
import { Container } from '../../ui/Container';

export default function ListingScreen() {
  return (
    <Container>
      <h1>
        <FormattedMessage id="listing.allProducts" />
      </h1>
    </Container>
  );
}
