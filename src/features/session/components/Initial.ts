// The round initial that stands for the signed-in user, on the account button and in its menu.
import styled from 'styled-components';

export const Initial = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-weight: 700;
  text-transform: uppercase;
`;
