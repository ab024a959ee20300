/*
 * The header's account widget. Signed out: 'Sign in' and 'Sign up'. Signed in: the user menu (./UserMenu), whose
 * code loads only when someone is signed in: a visitor's first screen does not carry it, and a signed-in shopper's
 * boot loads it together with the first screen (main.tsx waits for ./userMenuLoader).
 */
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../ui/Button';
import { mediaDown } from '../../../theme/theme';
import { selectIsSignedIn, selectUser } from '../sessionSlice';
import { userMenu } from './userMenuLoader';
import type { UserMenuProps } from './UserMenu';

/**
 * The signed-in widget, once its code is here: at once when the boot waited for it, otherwise after a load (for
 * someone who signs in now). If it cannot be loaded (offline), the rest of the header still works.
 */
function SignedIn(props: UserMenuProps) {
  const [module, setModule] = useState(userMenu.loaded);
  useEffect(() => {
    if (!module) userMenu.load().then(setModule, () => undefined);
  }, [module]);
  return module ? <module.UserMenu {...props} /> : null;
}

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  ${mediaDown('md')} {
    /* 'Sign in' may take two lines rather than push the logo off a phone's header (Arabic's is long). */
    a {
      white-space: normal;
      text-align: center;
    }
    a:last-child {
      display: none;
    }
  }
`;

export function AccountArea() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectUser);
  if (signedIn && user) {
    return <SignedIn name={user.name} email={user.email} />;
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
