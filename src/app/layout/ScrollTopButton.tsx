// A round button that appears once the page is scrolled past half the window's height.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from '../../ui/icons/Icon';
import * as extraIcons from '../../ui/icons/extra';

const Round = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space(5)};
  /* Above a bar fixed to the bottom of the screen (the product page's buy bar sets --bottom-bar while shown). */
  bottom: calc(${({ theme }) => theme.space(5)} + var(--bottom-bar, 0px));
  z-index: 40;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadow.raised};
  display: grid;
  place-items: center;
  cursor: pointer;
`;

export function ScrollTopButton() {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > window.innerHeight / 2);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <Round
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={intl.formatMessage({ id: 'layout.scrollTop' })}
    >
      <Icon shape={extraIcons.arrowUp} />
    </Round>
  );
}
