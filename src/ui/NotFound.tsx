// A page's 'not found' state: the large 404, a heading, an optional line and the ways out (links or buttons). Used
// by the catch-all route and by screens whose address names something that does not exist (a product, a category).
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  min-height: 60vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
  h1 {
    margin: 0;
  }
`;

const Code = styled.p`
  font-size: 5rem;
  font-weight: 800;
  line-height: 1;
  margin: 0;
  color: ${({ theme }) => theme.colors.brand};
`;

const Text = styled.p`
  margin: 0;
  max-width: 52ch;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export function NotFound({
  title,
  text,
  children,
}: {
  title: ReactNode;
  text?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box>
      <Code aria-hidden="true">404</Code>
      <h1>{title}</h1>
      {text ? <Text>{text}</Text> : null}
      <Actions>{children}</Actions>
    </Box>
  );
}
