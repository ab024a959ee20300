// /blog: 'Our Blog' with three articles; 'Read More' opens each (the spec's does nothing: docs/decisions.md).
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { BLOG_ARTICLES } from '../../contract/content';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { GridList } from '../../ui/GridList';

const Title = styled.h1`
  margin: ${({ theme }) => theme.space(12)} 0 ${({ theme }) => theme.space(6)};
  font-size: clamp(2rem, 5vw, 2.75rem);
`;

const Grid = styled(GridList).attrs({ $min: 280, $gap: 6 })`
  article {
    height: 100%;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    flex: 1;
    color: ${({ theme }) => theme.colors.inkSoft};
    line-height: 1.6;
  }
`;

export default function BlogScreen() {
  const intl = useIntl();
  return (
    <Container>
      <Title>
        <FormattedMessage id="blog.title" />
      </Title>
      <Grid>
        {BLOG_ARTICLES.map((article) => {
          const title = intl.formatMessage({ id: `blog.article${article.id}.title` });
          return (
            <li key={article.id}>
              <article aria-labelledby={`blog-${article.id}`}>
                <img src={article.image} alt="" width={400} height={240} loading="lazy" />
                <h2 id={`blog-${article.id}`}>{title}</h2>
                <p>
                  <FormattedMessage id={`blog.article${article.id}.description`} />
                </p>
                <div>
                  <ButtonLink
                    to={paths.blogArticle(article.slug)}
                    $variant="secondary"
                    aria-label={intl.formatMessage({ id: 'blog.readMoreNamed' }, { title })}
                  >
                    <FormattedMessage id="blog.readMore" />
                  </ButtonLink>
                </div>
              </article>
            </li>
          );
        })}
      </Grid>
    </Container>
  );
}
