// The round icon links of the header (cart, favourites).
import { Link } from 'react-router';
import styled from 'styled-components';

export const HeaderIconLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 44px;
  min-height: 44px;
  justify-content: center;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.round};
  &:hover {
    background: rgb(148 163 184 / 20%);
  }
`;
