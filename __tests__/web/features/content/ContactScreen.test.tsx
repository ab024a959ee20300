// Contact: all four fields required; 'Sending...' while sending; success clears the fields, failure keeps them.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, server, setupMswServer } from '../../../support/web/server';

setupMswServer();
// Screens load lazily through the real route table; a busy machine needs more than the default second.

let bodies: unknown[];
beforeEach(() => {
  bodies = [];
  server.use(http.get(api('/category'), () => HttpResponse.json({ categories: [] })));
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Mona');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Adel');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'mona@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Do you sell to companies?');
}

describe('the contact page', () => {
  it.each([
    ['en', 'Care Street 9, Maadi, Cairo', /advising companies/i],
    ['ar', '٩ شارع الرعاية، المعادي، القاهرة', /advising companies/i],
  ] as const)(
    "shows the shop's own details from its settings as working links (%s)",
    async (lang, address, old) => {
      server.use(
        http.get(api('/shop/contact'), () =>
          HttpResponse.json({
            phone: '+20 2 1234 5678',
            email: 'care@shop.example',
            whatsapp: '201012345678',
            address: 'Care Street 9, Maadi, Cairo',
            addressAr: '٩ شارع الرعاية، المعادي، القاهرة',
            sample: false,
          }),
        ),
      );
      renderApp('/contact', { preloadedState: { ui: { lang } } });
      const main = await screen.findByRole('main');
      const office = (await within(main).findByText(address)).closest('address')!;
      expect(within(office).getByRole('link', { name: '+20 2 1234 5678' })).toHaveAttribute(
        'href',
        'tel:+20212345678',
      );
      expect(within(office).getByRole('link', { name: 'care@shop.example' })).toHaveAttribute(
        'href',
        'mailto:care@shop.example',
      );
      expect(
        within(office).getByRole('link', { name: lang === 'en' ? 'WhatsApp' : 'واتساب' }),
      ).toHaveAttribute('href', 'https://wa.me/201012345678');
      expect(main).not.toHaveTextContent(old);
      expect(main).not.toHaveTextContent(lang === 'en' ? /sample/i : /تجريبي/);
    },
  );

  it('says the details are samples while the settings are unset', async () => {
    renderApp('/contact');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByText('These contact details are samples until the shop sets its own.'),
    ).toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)(
    'gives the head office the same address as the footer (%s)',
    async (lang) => {
      renderApp('/contact', { preloadedState: { ui: { lang } } });
      const office = await screen.findByRole('heading', {
        level: 2,
        name: lang === 'en' ? 'Visit or call us' : 'زُرنا أو اتصل بنا',
      });
      const contactAddress = (
        await within(office.parentElement!).findByText(lang === 'en' ? /^Sample address/ : /^عنوان تجريبي/)
      ).closest('address')!;
      const footer = await screen.findByRole('contentinfo');
      const footerAddress = await within(footer).findByText((_, el) => el?.tagName === 'ADDRESS');
      expect(contactAddress.textContent).toContain(footerAddress.textContent);
    },
  );

  it('requires every field before sending', async () => {
    const user = userEvent.setup();
    renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText(/required/i)).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  });

  it("sends 'fisrtname' and the rest, says the team will reply to the email given, and clears the form", async () => {
    server.use(
      http.post(api('/contact'), async ({ request }) => {
        bodies.push(await request.json());
        await delay(400);
        return HttpResponse.json({ message: 'Sent' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Get in touch' });
    expect(screen.getByText(/^Questions about an order, a product or its warranty\?/)).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(
      await screen.findByText('Thank you, your message reached our team. We will reply to mona@example.com.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        fisrtname: 'Mona',
        lastname: 'Adel',
        email: 'mona@example.com',
        message: 'Do you sell to companies?',
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  });

  it("says 'Error sending email.' and keeps the fields when sending fails", async () => {
    server.use(http.post(api('/contact'), () => HttpResponse.json({ message: 'Too many' }, { status: 429 })));
    const user = userEvent.setup();
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Get in touch' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Error sending email.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Mona');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
