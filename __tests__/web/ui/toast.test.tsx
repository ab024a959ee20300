// Toasts load react-toastify on first use; what the shopper sees is the same message, in the same container.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../support/web/render';
import { Toasts } from '../../../src/ui/Toasts';
import { loadedToastify, toast } from '../../../src/ui/toast';

describe('toast', () => {
  it('shows a success toast raised before the library has loaded', async () => {
    expect(loadedToastify()).toBeUndefined();
    renderWithProviders(<Toasts rtl={false} />);
    act(() => toast.success('Subscribed successfully!'));
    expect(await screen.findByText('Subscribed successfully!')).toBeInTheDocument();
    expect(loadedToastify()).toBeDefined();
  });

  it('shows an error toast as an alert once the container is there', async () => {
    renderWithProviders(<Toasts rtl />);
    act(() => toast.error('Error. Please try again.', { toastId: 'e1' }));
    const message = await screen.findByText('Error. Please try again.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });
});

describe('the toast container', () => {
  it.each([
    [false, 'top-right'],
    [true, 'top-left'],
  ])('with rtl %s sits at the %s, and its labelled close button closes the toast', async (rtl, side) => {
    renderWithProviders(<Toasts rtl={rtl} />);
    act(() => toast.info('Item quantity has been updated', { toastId: `side-${side}` }));
    const message = await screen.findByText('Item quantity has been updated');
    expect(message.closest('.Toastify__toast-container')).toHaveClass(`Toastify__toast-container--${side}`);
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    // It leaves (jsdom runs no exit animation, whose end would then remove it).
    await waitFor(() =>
      expect(message.closest('.Toastify__toast')).toHaveClass(`Toastify__bounce-exit--${side}`),
    );
  });
});
