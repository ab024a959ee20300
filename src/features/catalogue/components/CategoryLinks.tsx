// Category links for the header bar (wide screens) and the burger menu.
import { Link } from 'react-router';
import styled from 'styled-components';
import { useGetCategoriesQuery } from '../catalogueApi';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectLanguage } from '../../../i18n/uiSlice';
import { localizedName } from '../../../contract/localized';
import { categoryChosen } from '../filtersSlice';
import { paths } from '../../../config/paths';

const BarList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  /* More categories than the bar holds scroll sideways, fading out at the end instead of being cut mid-word. */
  overflow-x: auto;
  scrollbar-width: none;
  white-space: nowrap;
  /* stylis-plugin-rtl turns 'to right' into 'to left' in Arabic, so the fade is always at the end. */
  mask-image: linear-gradient(to right, #000 calc(100% - 32px), transparent);
  a {
    text-decoration: none;
    font-weight: 500;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export function CategoryLinks({ variant }: { variant: 'bar' | 'menu' }) {
  const { data: categories = [] } = useGetCategoriesQuery();
  const lang = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const links = categories.map((category) => (
    <Link
      key={category._id}
      to={paths.categoryListing(category._id)}
      onClick={() => dispatch(categoryChosen({ id: category._id, name: category.name }))}
    >
      {localizedName(category, lang)}
    </Link>
  ));
  if (variant === 'menu') return <>{links}</>;
  return (
    <BarList>
      {links.map((link) => (
        <li key={link.key}>{link}</li>
      ))}
    </BarList>
  );
}
