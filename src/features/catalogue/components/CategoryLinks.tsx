// Category links for the header bar (wide screens) and the burger menu.
import { Link } from 'react-router';
import styled from 'styled-components';
import { useGetCategoriesQuery } from '../catalogueApi';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectLanguage } from '../../../i18n/uiSlice';
import { localizedName } from '../../../contract/localized';
import { categoryChosen } from '../filtersSlice';
import { paths } from '../../../config/paths';

// The header's row of categories (wide screens): the seven fit from 1024 px in both languages.
const BarList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(6)};
  height: 44px;
  margin: 0;
  padding: 0;
  list-style: none;
  /* A longer list than the row holds scrolls with its scrollbar shown, never hidden behind a fade. */
  overflow-x: auto;
  scrollbar-width: thin;
  white-space: nowrap;
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
