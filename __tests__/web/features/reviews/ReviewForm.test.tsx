// The review form: shown only after a completed order containing the product; five stars and 20+ characters.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../support/web/render';
import { api, server, setupMswServer } from '../../../support/web/server';
import { ReviewForm } from '../../../../src/features/reviews/ReviewForm';
import type { Order, Review } from '../../../../src/contract/types';
import { order, signedIn } from '../orders/orderFixtures';

setupMswServer();

const ordersAre = (orders: Order[]) =>
  server.use(http.get(api('/checkout/userOrders'), () => HttpResponse.json({ data: orders })));

describe('review form', () => {
  it('stays hidden from a visitor who is not signed in', async () => {
    let asked = false;
    server.use(
      http.get(api('/checkout/userOrders'), () => {
        asked = true;
        return HttpResponse.json({ data: [] });
      }),
    );
    renderWithProviders(<ReviewForm productId="p1" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Rate this product' })).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it.each([
    ['the order is not completed', [order({ status: 'in progress' })], 'p1'],
    ['no completed order contains the product', [order({ status: 'completed' })], 'p9'],
  ])('stays hidden when %s', async (_case, orders, productId) => {
    ordersAre(orders);
    const { store } = renderWithProviders(<ReviewForm productId={productId} />, {
      preloadedState: { session: signedIn() },
    });
    await waitFor(() =>
      expect(store.getState().api.queries['userOrders(undefined)']?.status).toBe('fulfilled'),
    );
    expect(screen.queryByRole('heading', { name: 'Rate this product' })).not.toBeInTheDocument();
  });

  it('asks for a rating and at least 20 characters, then sends them', async () => {
    const user = userEvent.setup();
    ordersAre([order({ status: 'completed' })]);
    let sent: unknown = null;
    server.use(
      http.post(api('/review/p1'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ _id: 'r1' }, { status: 201 });
      }),
    );
    renderWithProviders(<ReviewForm productId="p1" />, { preloadedState: { session: signedIn() } });
    expect(await screen.findByRole('heading', { name: 'Rate this product' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);

    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Rating is required')).toBeInTheDocument();
    expect(screen.getByText('Review must be at least 20 characters')).toBeInTheDocument();
    expect(sent).toBeNull();

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), ' but now it is long enough');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(sent).toEqual({ rating: 4, content: 'Too short but now it is long enough' }));
  });

  it('shows the server message when the review is refused', async () => {
    const user = userEvent.setup();
    ordersAre([order({ status: 'completed' })]);
    server.use(
      http.post(api('/review/p1'), () =>
        HttpResponse.json(
          { message: 'You can review a product after an order containing it is completed' },
          { status: 403 },
        ),
      ),
    );
    renderWithProviders(<ReviewForm productId="p1" />, { preloadedState: { session: signedIn() } });
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'A very good laptop indeed.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    // No toast container outside the layout: the form stays filled for another try.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Review' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('A very good laptop indeed.');
  });

  const review = (over: Partial<Review>): Review => ({
    _id: 'r1',
    product: 'p1',
    rating: 3,
    content: 'Good enough for the price I paid.',
    boughtVariant: null,
    role: 'user',
    user: { _id: 'u1', name: 'Mona Adel' },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...over,
  });

  it("shows the shopper's own review, not a blank form, and lets them edit it", async () => {
    const user = userEvent.setup();
    ordersAre([order({ status: 'completed' })]);
    let sent: unknown = null;
    server.use(
      http.post(api('/review/p1'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(review({ ...(sent as object), updatedAt: '2026-11-20T10:00:00.000Z' }));
      }),
    );
    const others = review({
      _id: 'r2',
      rating: 1,
      content: 'Someone else wrote this one.',
      user: { _id: 'u2', name: 'Ali' },
    });
    renderWithProviders(<ReviewForm productId="p1" reviews={[others, review({})]} />, {
      preloadedState: { session: signedIn() },
    });
    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(screen.getByText('You rated it 3 out of 5')).toBeInTheDocument();
    expect(screen.getByText('Good enough for the price I paid.')).toBeInTheDocument();
    expect(screen.queryByText('Someone else wrote this one.')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit your review' }));
    expect(screen.getByRole('heading', { name: 'Edit your review' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue(
      'Good enough for the price I paid.',
    );
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Update Review' }));

    await waitFor(() => expect(sent).toEqual({ rating: 5, content: 'Good enough for the price I paid.' }));
    expect(await screen.findByText('You rated it 5 out of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your review' })).toHaveFocus();
  });

  it('cancelling an edit keeps the review as it was and returns focus to it', async () => {
    const user = userEvent.setup();
    ordersAre([order({ status: 'completed' })]);
    renderWithProviders(<ReviewForm productId="p1" reviews={[review({})]} />, {
      preloadedState: { session: signedIn() },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit your review' }));
    await user.clear(screen.getByRole('textbox', { name: 'Your review' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Your review' })).toHaveFocus();
    expect(screen.getByText('Good enough for the price I paid.')).toBeInTheDocument();
  });

  it('after a first review, shows what was sent instead of an empty form', async () => {
    const user = userEvent.setup();
    ordersAre([order({ status: 'completed' })]);
    server.use(
      http.post(api('/review/p1'), async ({ request }) =>
        HttpResponse.json(review((await request.json()) as Partial<Review>), { status: 201 }),
      ),
    );
    renderWithProviders(<ReviewForm productId="p1" reviews={[]} />, {
      preloadedState: { session: signedIn() },
    });
    await user.click(await screen.findByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Fast delivery and it is sealed.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('You rated it 4 out of 5')).toBeInTheDocument();
    expect(screen.getByText('Fast delivery and it is sealed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
  });
});
