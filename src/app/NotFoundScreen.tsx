import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../ui/Button';
import { paths } from '../config/paths';

const Box = styled.section`
  min-height: 60vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;
  p {
    font-size: 5rem;
    font-weight: 800;
    margin: 0;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

export default function NotFoundScreen() {
  return (
    <Box>
      <p aria-hidden="true">404</p>
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <ButtonLink to={paths.home}>
        <FormattedMessage id="notFound.returnHome" />
      </ButtonLink>
    </Box>
  );
}
