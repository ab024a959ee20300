// The text field: labelled, with its message inline in red and tied to the input for assistive technology.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { object, string } from 'yup';
import { renderWithProviders } from '../../../support/web/render';
import { TextField } from '../../../../src/ui/form/TextField';

const schema = object({ email: string().required('validation.email.required') });

function renderField(lang: 'en' | 'ar' = 'en') {
  return renderWithProviders(
    <Formik initialValues={{ email: '' }} validationSchema={schema} onSubmit={() => undefined}>
      <TextField name="email" label="Email" hint="We never share it" />
    </Formik>,
    { preloadedState: { ui: { lang } } },
  );
}

describe('TextField', () => {
  it('shows no message before the shopper touches the field', () => {
    renderField();
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it');
  });

  it('shows nothing when an untouched field is only left, and the translated message after a submit', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Formik initialValues={{ email: '' }} validationSchema={schema} onSubmit={() => undefined}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <TextField name="email" label="Email" hint="We never share it" />
            <button type="submit">Send</button>
          </form>
        )}
      </Formik>,
    );
    const input = screen.getByLabelText('Email');
    await user.click(input);
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription('We never share it Email is required');
    expect(screen.getByText('Email is required')).toHaveStyle({ color: '#b91c1c' });
  });

  it('shows the message while typing, not only after leaving the field', async () => {
    const user = userEvent.setup();
    renderField('ar');
    const input = screen.getByLabelText('Email');
    await user.type(input, 'a');
    await user.clear(input);
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeVisible();
  });
});
