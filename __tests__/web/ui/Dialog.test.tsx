// The shared modal dialog: named by its title, focus moved in and trapped, closed by Escape or the backdrop.
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '../../../src/ui/Dialog';
import { renderWithProviders } from '../../support/web/render';

function Opener({ withRadios = false }: { withRadios?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open ? (
        <Dialog title="Pick a colour" onClose={() => setOpen(false)}>
          {withRadios ? (
            <fieldset>
              <label>
                <input type="radio" name="colour" value="red" /> Red
              </label>
              <label>
                <input type="radio" name="colour" value="blue" /> Blue
              </label>
            </fieldset>
          ) : null}
          <button onClick={() => setOpen(false)}>Close</button>
          <button>Save</button>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title that takes focus and keeps it inside', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Pick a colour' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on a click on the backdrop but not on one inside the panel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('treats a radio group as one stop when wrapping focus backwards', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener withRadios />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('radio', { name: 'Red' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Blue' }));
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Blue' })).toHaveFocus();
  });
});
