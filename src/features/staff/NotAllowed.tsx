// What someone without the role sees at a back-office address: no back-office navigation, a way home.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';

export function NotAllowed({ bodyId = 'staff.notAllowed.body' }: { bodyId?: string }) {
  const intl = useIntl();
  return (
    <Container>
      <Centered>
        <h1>{intl.formatMessage({ id: 'staff.notAllowed.title' })}</h1>
        <p>{intl.formatMessage({ id: bodyId })}</p>
        <ButtonLink to={paths.home}>{intl.formatMessage({ id: 'notFound.returnHome' })}</ButtonLink>
      </Centered>
    </Container>
  );
}

const Centered = styled.div`
  padding: ${({ theme }) => theme.space(12)} 0;
  text-align: center;
`;
