// The shop's own pages of words: the blog's Read More opens each article, the footer links to real Privacy and
// Terms pages and to the sitemap, and an unknown article is not found; both languages.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../support/web/render';
import { emptyCatalogue, server, setupMswServer } from '../../../support/web/server';

setupMswServer();
beforeEach(() => server.use(...emptyCatalogue));

describe('the blog and the legal pages', () => {
  it("opens an article from its Read More, and comes back to the blog's list", async () => {
    const user = userEvent.setup();
    renderApp('/blog');
    await user.click(
      await screen.findByRole('link', { name: 'Read More: How to tell a genuine device from a fake' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How to tell a genuine device from a fake' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Check the seal and the serial number\./)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'All articles' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Blog' })).toBeInTheDocument();
  });

  it('reads an article in Arabic', async () => {
    renderApp('/blog/choosing-a-laptop', { preloadedState: { ui: { lang: 'ar' } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'كيف تختار اللابتوب المناسب للعمل والدراسة' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^ابدأ مما تفعله\./)).toBeInTheDocument();
  });

  it('says an article that does not exist is not found', async () => {
    renderApp('/blog/no-such-article');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog');
  });

  it.each([
    [
      'en',
      'Privacy',
      'Privacy policy',
      'Your rights',
      'Terms',
      'Terms of sale',
      'Returns and refunds',
      'Sitemap',
    ],
    [
      'ar',
      'الخصوصية',
      'سياسة الخصوصية',
      'حقوقك',
      'الشروط',
      'شروط البيع',
      'الإرجاع والاسترداد',
      'خريطة الموقع',
    ],
  ] as const)(
    'links Privacy, Terms and the sitemap from the footer to real pages (%s)',
    async (lang, privacy, privacyTitle, privacySection, terms, termsTitle, termsSection, sitemap) => {
      const user = userEvent.setup();
      renderApp('/about', { preloadedState: { ui: { lang } } });
      const footer = await screen.findByRole('contentinfo');
      expect(await within(footer).findByRole('link', { name: sitemap })).toHaveAttribute(
        'href',
        '/sitemap.xml',
      );
      await user.click(within(footer).getByRole('link', { name: privacy }));
      expect(await screen.findByRole('heading', { level: 1, name: privacyTitle })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: privacySection })).toBeInTheDocument();
      await user.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: terms }));
      expect(await screen.findByRole('heading', { level: 1, name: termsTitle })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: termsSection })).toBeInTheDocument();
      expect(footer).not.toHaveTextContent(/Privacy · Terms|الخصوصية · الشروط/);
    },
  );
});
