// The frame of a content screen (padding, the h1's spacing), the centred empty state screens share, and the one-line
// note a list shows in its place when it is empty or failed.
import styled from 'styled-components';
import { Container } from './Container';

export const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space(6)};
  padding-bottom: ${({ theme }) => theme.space(10)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(5)};
  }
`;

export const EmptyState = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.inkSoft};
  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
  }
  p {
    margin: 0;
    font-size: 1.1rem;
  }
`;

export const EmptyNote = styled.p`
  padding: ${({ theme }) => theme.space(10)} 0;
  text-align: center;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.inkSoft};
`;
