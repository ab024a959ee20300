// Switches between English and Arabic; the choice is stored as 'lang' and wins over it on the next visit.
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { mediaDown, mediaUp } from '../theme/theme';
import { useDispatch, useSelector } from 'react-redux';
import { languageChanged, selectLanguage } from './uiSlice';

const Switch = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: inherit;
  font-weight: 600;
  cursor: pointer;
`;

// The button's name is what it shows: the other language's own name, in that language (WCAG 2.5.3). On a phone the
// full name is hidden from sight only, so it stays the name behind the short form ('EN' / 'ع').
const Full = styled.span`
  ${mediaDown('md')} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;
const Short = styled.span`
  ${mediaUp('md')} {
    display: none;
  }
`;

export function LanguageSwitch() {
  const lang = useSelector(selectLanguage);
  const dispatch = useDispatch();
  const other = lang === 'ar' ? 'en' : 'ar';
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Switch
      lang={other}
      onClick={() => {
        dispatch(languageChanged(other));
        // A ?lang= in the address would win again on reload: the shopper's choice replaces it.
        const params = new URLSearchParams(location.search);
        if (params.has('lang')) {
          params.delete('lang');
          const search = params.toString();
          void navigate(
            { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
            { replace: true },
          );
        }
      }}
    >
      <Full>{other === 'ar' ? 'العربية' : 'English'}</Full>
      <Short aria-hidden="true">{other === 'ar' ? 'ع' : 'EN'}</Short>
    </Switch>
  );
}
