// The shop's own pages of words, known to the SPA (screens, links) and to the server (titles, descriptions, the
// sitemap): the blog's articles by address, and the legal pages.

/** The blog's articles: `/blog/{slug}`; their words are the messages `blog.article{id}.*`. */
export const BLOG_ARTICLES = [
  { id: 1, slug: 'choosing-a-laptop', image: '/images/site/blog-1.svg' },
  { id: 2, slug: 'genuine-or-fake', image: '/images/site/blog-2.svg' },
  { id: 3, slug: 'keeping-your-desktop-fast', image: '/images/site/blog-3.svg' },
] as const;
export type BlogArticle = (typeof BLOG_ARTICLES)[number];

export const blogArticleBySlug = (slug: string | undefined): BlogArticle | undefined =>
  BLOG_ARTICLES.find((article) => article.slug === slug?.toLowerCase());

/** Paragraphs in each article (`blog.article{id}.body{n}`) and sections on each legal page (`{page}.section{n}.*`). */
export const BLOG_PARAGRAPHS = 3;
export const LEGAL_SECTIONS = 5;
