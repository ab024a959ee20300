// 'Back': a link styled with the direction-aware back arrow.
import { Link } from 'react-router';
import styled from 'styled-components';

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space(4)};
  font-weight: 600;
  text-decoration: none;
`;
