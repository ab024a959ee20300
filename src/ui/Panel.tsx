// A page's card-like section (the profile's details, the address book): a padded, bordered surface whose children
// stack with a gap, and an h2 title of the section's size.
import styled from 'styled-components';

export const Panel = styled.section`
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;
