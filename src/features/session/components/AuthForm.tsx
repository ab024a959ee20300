// The pieces every sign-in screen is built from: heading block, form column and the line of links under it.
import styled from 'styled-components';

export const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 3vw, 2.1rem);
    line-height: 1.2;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Eyebrow = styled.p`
  && {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 700;
  }
`;

export const FormColumn = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
`;

export const Aside = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.inkSoft};
  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 700;
    margin-left: ${({ theme }) => theme.space(1)};
  }
`;
