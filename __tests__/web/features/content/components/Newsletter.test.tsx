// The footer newsletter: 'Sending..' while busy, then 'Subscribed successfully!' and an empty field; on failure
// the server's message and the button back to Subscribe.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { renderApp } from '../../../../support/web/render';
import { api, server, setupMswServer } from '../../../../support/web/server';

setupMswServer();
// Screens load lazily through the real route table; a busy machine needs more than the default second.

let bodies: unknown[];
beforeEach(() => {
  bodies = [];
  server.use(http.get(api('/category'), () => HttpResponse.json({ categories: [] })));
});

async function openFooter() {
  renderApp('/blog');
  const block = await screen.findByRole('region', { name: 'Stay in the loop' });
  return {
    field: within(block).getByRole('textbox', { name: 'Your email' }),
    button: () => within(block).getByRole('button'),
  };
}

describe('the newsletter', () => {
  it('subscribes, says so and clears the field', async () => {
    server.use(
      http.post(api('/subscribe'), async ({ request }) => {
        bodies.push(await request.json());
        await delay(400);
        return HttpResponse.json({ message: 'Subscribed' });
      }),
    );
    const user = userEvent.setup();
    const { field, button } = await openFooter();
    await user.type(field, 'mona@example.com');
    await user.click(button());
    expect(button()).toHaveTextContent('Sending..');
    expect(button()).toBeDisabled();
    expect(await screen.findByText('Subscribed successfully!')).toBeInTheDocument();
    expect(field).toHaveValue('');
    await waitFor(() => expect(button()).toHaveTextContent('Subscribe'));
    expect(bodies).toEqual([{ email: 'mona@example.com' }]);
  });

  it("shows the server's message on failure, keeps the address and returns to idle", async () => {
    server.use(
      http.post(api('/subscribe'), () =>
        HttpResponse.json({ message: 'Email must be in valid format' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    const { field, button } = await openFooter();
    await user.type(field, 'mona@example');
    await user.click(button());
    expect(await screen.findByText('Email must be in valid format')).toBeInTheDocument();
    expect(field).toHaveValue('mona@example');
    await waitFor(() => expect(button()).toHaveTextContent('Subscribe'));
    expect(button()).toBeEnabled();
  });
});
