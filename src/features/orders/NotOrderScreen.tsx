// /notorder: where /order sends a shopper who has no order to confirm.
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';

export default function NotOrderScreen() {
  return (
    <Container>
      <Box>
        <h1>
          <FormattedMessage id="notOrder.title" />
        </h1>
        <p>
          <FormattedMessage id="notOrder.body" />
        </p>
        <Actions>
          <ButtonLink to={paths.myOrders} $variant="secondary">
            <FormattedMessage id="myOrders.title" />
          </ButtonLink>
          <ButtonLink to={paths.home}>
            <FormattedMessage id="order.continueShopping" />
          </ButtonLink>
        </Actions>
      </Box>
    </Container>
  );
}

const Box = styled.div`
  padding: ${({ theme }) => theme.space(12)} 0;
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
