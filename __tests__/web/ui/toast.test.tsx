// Toasts load react-toastify on first use; what the shopper sees is the same message, in the same container.
import { act, render, screen } from '@testing-library/react';
import { Toasts } from '../../../src/ui/Toasts';
import { loadedToastify, toast } from '../../../src/ui/toast';

describe('toast', () => {
  it('shows a success toast raised before the library has loaded', async () => {
    expect(loadedToastify()).toBeUndefined();
    render(<Toasts position="top-right" />);
    act(() => toast.success('Subscribed successfully!'));
    expect(await screen.findByText('Subscribed successfully!')).toBeInTheDocument();
    expect(loadedToastify()).toBeDefined();
  });

  it('shows an error toast as an alert once the container is there', async () => {
    render(<Toasts position="top-left" />);
    act(() => toast.error('Error. Please try again.', { toastId: 'e1' }));
    const message = await screen.findByText('Error. Please try again.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });
});
