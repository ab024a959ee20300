// The footer on every page: newsletter, links, the head office with its map and the shop's contact details (from its
// settings), copyright, the privacy, terms and sitemap links, and social links.
import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { mediaUp } from '../../theme/theme';
import { Icon, type IconShape } from '../../ui/icons/Icon';
import * as socialIcons from '../../ui/icons/social';
// The whole footer, newsletter form included, loads after the first screen (ShopLayout).
import { Newsletter } from '../../features/content/components/Newsletter';
import { ShopContactDetails } from '../../features/content/components/ShopContactDetails';
import { useShopContactQuery } from '../../features/content/contentApi';
import { whatsappHref } from '../../contract';
import { MAP_EMBED_URL } from '../../features/content/office';

const Wrap = styled.footer`
  margin-top: ${({ theme }) => theme.space(16)};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onDark};
  a {
    color: inherit;
  }
`;

const Grid = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  ${mediaUp('md')} {
    grid-template-columns: 1.4fr 1fr 1.4fr;
  }
  h2 {
    font-size: 1.1rem;
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const MapFrame = styled.iframe`
  width: 100%;
  height: 160px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.inkSoft};
`;

const Bottom = styled.div`
  border-top: 1px solid rgb(148 163 184 / 25%);
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  justify-content: space-between;
  align-items: center;
  font-size: 0.9rem;
`;

const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: rgb(148 163 184 / 18%);
  }
`;

const Legal = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const SOCIAL_LINKS: { id: string; icon: IconShape; href: string | null }[] = [
  { id: 'footer.social.facebook', icon: socialIcons.facebook, href: 'https://www.facebook.com/' },
  { id: 'footer.social.instagram', icon: socialIcons.instagram, href: 'https://www.instagram.com/' },
  // The shop's own number, from its settings.
  { id: 'footer.social.whatsapp', icon: socialIcons.whatsapp, href: null },
  { id: 'footer.social.tiktok', icon: socialIcons.video, href: 'https://www.tiktok.com/' },
];

export function Footer() {
  const intl = useIntl();
  const { data: contact } = useShopContactQuery();
  return (
    <Wrap>
      <Grid>
        <Newsletter />
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">
            <FormattedMessage id="footer.links" />
          </h2>
          <ul>
            <li>
              <Link to={paths.contact}>
                <FormattedMessage id="layout.contactUs" />
              </Link>
            </li>
            <li>
              <Link to={paths.about}>
                <FormattedMessage id="layout.aboutUs" />
              </Link>
            </li>
            <li>
              <Link to={paths.returnsPolicy}>
                <FormattedMessage id="footer.returns" />
              </Link>
            </li>
            <li>
              <Link to={paths.blog}>
                <FormattedMessage id="footer.blog" />
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-office">
          <h2 id="footer-office">
            <FormattedMessage id="footer.headOffice" />
          </h2>
          {/* The same details as the contact page: one answer, from the shop's settings. */}
          <ShopContactDetails />
          <MapFrame
            title={intl.formatMessage({ id: 'footer.mapTitle' })}
            src={MAP_EMBED_URL}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </section>
      </Grid>
      <Bottom>
        <p>
          <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
        </p>
        <Legal aria-label={intl.formatMessage({ id: 'footer.legal' })}>
          <li>
            <Link to={paths.privacy}>
              <FormattedMessage id="footer.privacy" />
            </Link>
          </li>
          <li>
            <Link to={paths.terms}>
              <FormattedMessage id="footer.terms" />
            </Link>
          </li>
          <li>
            {/* The server's XML sitemap (server/routes/sitemap.ts), not a screen of the SPA. */}
            <a href="/sitemap.xml">
              <FormattedMessage id="footer.sitemap" />
            </a>
          </li>
        </Legal>
        <Social aria-label={intl.formatMessage({ id: 'footer.social.title' })}>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.id}>
              <a
                href={link.href ?? (contact ? whatsappHref(contact.whatsapp) : paths.contact)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={intl.formatMessage({ id: link.id })}
              >
                <Icon shape={link.icon} size={20} />
              </a>
            </li>
          ))}
        </Social>
      </Bottom>
    </Wrap>
  );
}
