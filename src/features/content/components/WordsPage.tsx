// A page of the shop's own words (a blog article, the privacy policy, the terms of sale): a title, an optional
// lead, sections or paragraphs, at a width that reads well in both languages.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../../ui/Container';

const Article = styled.article`
  max-width: 72ch;
  padding: ${({ theme }) => theme.space(12)} 0 ${({ theme }) => theme.space(8)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: clamp(1.8rem, 5vw, 2.5rem);
  }
  h2 {
    margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(2)};
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    line-height: 1.8;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.lg};
    margin-bottom: ${({ theme }) => theme.space(6)};
  }
`;

export function WordsPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Container>
      <Article aria-labelledby="words-title">
        <h1 id="words-title">{title}</h1>
        {children}
      </Article>
    </Container>
  );
}
