// Share the page: a tweet intent, a social-network sharer, and a copy-link button that says 'Copied!' for 2 s.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from '../../../ui/icons/Icon';
import * as socialIcons from '../../../ui/icons/social';

export const COPIED_MS = 2000;

export const tweetUrl = (url: string, text: string) =>
  `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
export const facebookShareUrl = (url: string) =>
  `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;

/**
 * The page's address in the language it is read in: `?lang=ar` for Arabic, no `lang` for English (the server writes
 * the shared page's head, its title, price and picture, in the address's language: docs/seo.md). A shopper whose
 * Arabic was stored, not asked for in the address, still shares the Arabic page.
 */
export function sharedAddress(href: string, lang: string): string {
  const url = new URL(href);
  if (lang === 'ar') url.searchParams.set('lang', 'ar');
  else url.searchParams.delete('lang');
  return url.toString();
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  a,
  button {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
    font-size: 0.9rem;
    text-decoration: none;
    cursor: pointer;
  }
`;

export function ShareLinks({ title, lang }: { title: string; lang: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const { pathname, search, hash } = useLocation();
  // The page's own address (a first frame rendered on the server has no window: its links are replaced with it).
  const url = sharedAddress(
    `${globalThis.location?.origin ?? 'http://localhost'}${pathname}${search}${hash}`,
    lang,
  );

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <Row>
      <span>
        <FormattedMessage id="product.share.title" />
      </span>
      <a href={tweetUrl(url, title)} target="_blank" rel="noopener noreferrer">
        <FormattedMessage id="product.share.tweet" />
      </a>
      <a href={facebookShareUrl(url)} target="_blank" rel="noopener noreferrer">
        <Icon shape={socialIcons.facebook} size={16} />
        <FormattedMessage id="product.share.facebook" />
      </a>
      <button
        type="button"
        onClick={() => {
          void navigator.clipboard
            ?.writeText(url)
            .then(() => setCopied(true))
            .catch(() => setCopied(false));
        }}
      >
        <Icon shape={socialIcons.copy} size={16} />
        <span aria-live="polite">
          {copied
            ? intl.formatMessage({ id: 'product.share.copied' })
            : intl.formatMessage({ id: 'product.share.copy' })}
        </span>
      </button>
    </Row>
  );
}
