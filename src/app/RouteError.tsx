// What a screen that failed to load or crashed shows: never a blank page, always a way on.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button, ButtonLink } from '../ui/Button';
import { paths } from '../config/paths';

const Box = styled.div`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(20)} auto;
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: center;
`;

export function RouteError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Box role="alert">
      <h1>
        <FormattedMessage id="app.error.title" />
      </h1>
      <p>
        <FormattedMessage id="app.error.body" />
      </p>
      <div>
        <Button onClick={() => window.location.reload()}>
          <FormattedMessage id="app.error.retry" />
        </Button>{' '}
        <ButtonLink to={paths.home} $variant="secondary" reloadDocument>
          <FormattedMessage id="notFound.returnHome" />
        </ButtonLink>
      </div>
    </Box>
  );
}
