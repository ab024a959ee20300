// The shop's name as the link home, in the header and in the small-screen menu.
import { Link } from 'react-router';
import styled from 'styled-components';

export const Logo = styled(Link)`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 800;
  font-size: 1.15rem;
  text-decoration: none;
  white-space: nowrap;
`;
