// /blog/:slug: one article of the blog, in the shopper's language; an unknown slug is the not-found page.
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { BLOG_PARAGRAPHS, blogArticleBySlug } from '../../contract/content';
import { ButtonLink } from '../../ui/Button';
import { NotFound } from '../../ui/NotFound';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { WordsPage } from './components/WordsPage';

export default function BlogArticleScreen() {
  const intl = useIntl();
  const article = blogArticleBySlug(useParams().slug);
  const title = intl.formatMessage({ id: article ? `blog.article${article.id}.title` : 'notFound.title' });
  useDocumentTitle(title);
  if (!article)
    return (
      <NotFound title={title}>
        <ButtonLink to={paths.blog}>
          <FormattedMessage id="blog.back" />
        </ButtonLink>
      </NotFound>
    );
  return (
    <WordsPage title={title}>
      <img src={article.image} alt="" width={400} height={240} />
      {Array.from({ length: BLOG_PARAGRAPHS }, (_, i) => (
        <p key={i}>
          <FormattedMessage id={`blog.article${article.id}.body${i + 1}`} />
        </p>
      ))}
      <ButtonLink to={paths.blog} $variant="secondary">
        <FormattedMessage id="blog.back" />
      </ButtonLink>
    </WordsPage>
  );
}
