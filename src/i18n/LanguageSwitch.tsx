// Switches between English and Arabic; the choice is stored as 'lang' and wins over it on the next visit.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../app/hooks';
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

export function LanguageSwitch() {
  const intl = useIntl();
  const lang = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const other = lang === 'ar' ? 'en' : 'ar';
  return (
    <Switch
      lang={other}
      aria-label={intl.formatMessage({ id: 'language.switchTo' })}
      onClick={() => {
        dispatch(languageChanged(other));
        const url = new URL(window.location.href);
        if (url.searchParams.has('lang')) {
          url.searchParams.delete('lang');
          window.history.replaceState(window.history.state, '', url);
        }
      }}
    >
      {other === 'ar' ? 'العربية' : 'English'}
    </Switch>
  );
}
