// The password field: masked with an eye toggle; copy, cut, paste and their shortcuts are blocked.
import { createEvent, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { renderWithProviders } from '../../../support/web/render';
import { PasswordField, isClipboardShortcut } from '../../../../src/ui/form/PasswordField';

function renderField(initial = 'Secret@123') {
  return renderWithProviders(
    <Formik initialValues={{ password: initial }} onSubmit={() => undefined}>
      <PasswordField name="password" label="Password" />
    </Formik>,
  );
}

describe('PasswordField', () => {
  it('is masked until the eye is pressed, and masked again on a second press', async () => {
    const user = userEvent.setup();
    renderField();
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it.each(['copy', 'cut', 'paste'] as const)('blocks %s, also while the password is shown', async (name) => {
    const user = userEvent.setup();
    renderField();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    const input = screen.getByLabelText('Password');
    const event = createEvent[name](input);
    fireEvent(input, event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('does not take pasted text', async () => {
    const user = userEvent.setup();
    renderField('');
    const input = screen.getByLabelText('Password');
    await user.click(input);
    await user.paste('Pasted@123');
    expect(input).toHaveValue('');
  });

  it.each([
    ['Ctrl+C', { key: 'c', ctrlKey: true }],
    ['Ctrl+X', { key: 'x', ctrlKey: true }],
    ['Ctrl+V', { key: 'v', ctrlKey: true }],
    ['Cmd+V', { key: 'V', metaKey: true }],
    ['Shift+Insert', { key: 'Insert', shiftKey: true }],
  ])('blocks the %s shortcut', (_name, init) => {
    renderField();
    const input = screen.getByLabelText('Password');
    const event = createEvent.keyDown(input, init);
    fireEvent(input, event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('lets ordinary typing through', async () => {
    const user = userEvent.setup();
    renderField('');
    const input = screen.getByLabelText('Password');
    await user.type(input, 'aB1@x');
    expect(input).toHaveValue('aB1@x');
    expect(isClipboardShortcut({ key: 'c', ctrlKey: false, metaKey: false, shiftKey: false })).toBe(false);
  });

  it('names the toggle in Arabic', () => {
    renderWithProviders(
      <Formik initialValues={{ password: '' }} onSubmit={() => undefined}>
        <PasswordField name="password" label="كلمة المرور" />
      </Formik>,
      { preloadedState: { ui: { lang: 'ar' } } },
    );
    expect(screen.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeInTheDocument();
  });
});
