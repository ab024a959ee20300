// Signed out: 'Sign in' and 'Sign up'. Signed in: the initial and name, which open the user menu.
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { selectIsSignedIn, selectUser } from '../sessionSlice';
import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../ui/Button';
import { mediaDown } from '../../../theme/theme';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  ${mediaDown('md')} {
    a:last-child {
      display: none;
    }
  }
`;

export const Initial = styled.span`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-weight: 700;
  text-transform: uppercase;
`;

export function AccountArea() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectUser);
  if (signedIn && user) {
    return (
      <Row>
        <Initial aria-hidden="true">{user.name.trim().charAt(0)}</Initial>
        <span>{user.name}</span>
      </Row>
    );
  }
  return (
    <Row>
      <ButtonLink to={paths.login} $variant="ghost">
        <FormattedMessage id="session.signIn" />
      </ButtonLink>
      <ButtonLink to={paths.signup}>
        <FormattedMessage id="session.signUp" />
      </ButtonLink>
    </Row>
  );
}
