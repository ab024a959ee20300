// Every validation message of the signup, login, forgot and reset forms, as a shopper sees it, in both languages.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMswServer } from '../../../support/web/server';
import { renderAccount, say, useCatalogueHandlers } from './accountKit';
import type { Language } from '../../../../src/i18n/language';

setupMswServer();
beforeEach(useCatalogueHandlers);

type Fill = [labelId: string, value: string];
interface Case {
  form: string;
  path: string;
  fills: Fill[];
  /** The field whose message is checked. */
  field: string;
  id: string;
  english: string;
}

const EMAIL = 'session.field.email';
const NAME = 'session.field.name';
const PHONE = 'session.field.phone';
const PASSWORD = 'session.field.password';
const NEW_PASSWORD = 'session.field.newPassword';
const CONFIRM = 'session.field.confirmPassword';

const signup = (fills: Fill[], field: string, id: string, english: string): Case => ({
  form: 'signup',
  path: '/signup',
  fills,
  field,
  id,
  english,
});
const reset = (fills: Fill[], field: string, id: string, english: string): Case => ({
  form: 'reset password',
  path: '/reset-password/reset-token',
  fills,
  field,
  id,
  english,
});

const cases: Case[] = [
  signup([[NAME, '']], NAME, 'validation.name.required', 'Name is required'),
  signup([[NAME, 'M']], NAME, 'validation.name.min', 'The name must be at least 2 characters'),
  signup(
    [[NAME, 'Mona2']],
    NAME,
    'validation.name.letters',
    'Name must contain only English or Arabic letters',
  ),
  signup([[EMAIL, '']], EMAIL, 'validation.email.required', 'Email is required'),
  signup([[EMAIL, 'mona@']], EMAIL, 'validation.email.invalid', 'Invalid email'),
  signup([[EMAIL, 'mona@example.zz']], EMAIL, 'validation.email.tld', 'Invalid Email format'),
  signup([[PASSWORD, '']], PASSWORD, 'validation.password.required', 'Password is required'),
  signup([[PASSWORD, 'Ab1@']], PASSWORD, 'validation.password.min', 'Password must be at least 8 characters'),
  signup(
    [[PASSWORD, 'Abcdef1@#']],
    PASSWORD,
    'validation.password.chars',
    'Password must contain only English characters and special characters',
  ),
  signup(
    [[PASSWORD, 'ABCDEF1@']],
    PASSWORD,
    'validation.password.lowercase',
    'Password must contain at least one lowercase letter',
  ),
  signup(
    [[PASSWORD, 'abcdef1@']],
    PASSWORD,
    'validation.password.uppercase',
    'Password must contain at least one uppercase letter',
  ),
  signup(
    [[PASSWORD, 'Abcdefg@']],
    PASSWORD,
    'validation.password.number',
    'Password must contain at least one number',
  ),
  signup(
    [[PASSWORD, 'Abcdefg1']],
    PASSWORD,
    'validation.password.special',
    'Password must contain at least one special character',
  ),
  signup([[CONFIRM, '']], CONFIRM, 'validation.confirmPassword.required', 'Confirm Password is required'),
  signup(
    [
      [PASSWORD, 'Secret@123'],
      [CONFIRM, 'Secret@124'],
    ],
    CONFIRM,
    'validation.confirmPassword.match',
    'Passwords do not match',
  ),
  signup([[PHONE, '']], PHONE, 'validation.phone.required', 'Phone number is required'),
  signup(
    [[PHONE, '01312345678']],
    PHONE,
    'validation.phone.invalid',
    'Please enter a valid Egyptian phone number',
  ),
  signup(
    [[PHONE, '0101234567']],
    PHONE,
    'validation.phone.invalid',
    'Please enter a valid Egyptian phone number',
  ),
  {
    form: 'login',
    path: '/login',
    fills: [[EMAIL, '']],
    field: EMAIL,
    id: 'validation.email.required',
    english: 'Email is required',
  },
  {
    form: 'login',
    path: '/login',
    fills: [[EMAIL, 'منى@example.com']],
    field: EMAIL,
    id: 'validation.email.format',
    english: 'Email must be in valid format and contain only English characters',
  },
  {
    form: 'login',
    path: '/login',
    fills: [[PASSWORD, '']],
    field: PASSWORD,
    id: 'validation.password.required',
    english: 'Password is required',
  },
  {
    form: 'forgot password',
    path: '/forgot-password',
    fills: [[EMAIL, '']],
    field: EMAIL,
    id: 'validation.email.required',
    english: 'Email is required',
  },
  {
    form: 'forgot password',
    path: '/forgot-password',
    fills: [[EMAIL, 'mona.example.com']],
    field: EMAIL,
    id: 'validation.email.format',
    english: 'Email must be in valid format and contain only English characters',
  },
  reset([[NEW_PASSWORD, '']], NEW_PASSWORD, 'validation.password.required', 'Password is required'),
  reset(
    [[NEW_PASSWORD, 'Ab1@x']],
    NEW_PASSWORD,
    'validation.password.min',
    'Password must be at least 8 characters',
  ),
  reset(
    [[NEW_PASSWORD, 'Abcdef1@ ']],
    NEW_PASSWORD,
    'validation.password.chars',
    'Password must contain only English characters and special characters',
  ),
  reset(
    [[NEW_PASSWORD, 'ABCDEF1@']],
    NEW_PASSWORD,
    'validation.password.lowercase',
    'Password must contain at least one lowercase letter',
  ),
  reset(
    [[NEW_PASSWORD, 'abcdef1@']],
    NEW_PASSWORD,
    'validation.password.uppercase',
    'Password must contain at least one uppercase letter',
  ),
  reset(
    [[NEW_PASSWORD, 'Abcdefg_']],
    NEW_PASSWORD,
    'validation.password.number',
    'Password must contain at least one number',
  ),
  reset(
    [[NEW_PASSWORD, 'Abcdefg1']],
    NEW_PASSWORD,
    'validation.password.special',
    'Password must contain at least one special character',
  ),
  reset([[CONFIRM, '']], CONFIRM, 'validation.confirmPassword.required', 'Confirm Password is required'),
  reset(
    [
      [NEW_PASSWORD, 'Secret@123'],
      [CONFIRM, 'Secret@12'],
    ],
    CONFIRM,
    'validation.confirmPassword.match',
    'Passwords do not match',
  ),
];

async function fill(lang: Language, fills: Fill[]) {
  const user = userEvent.setup({ delay: null });
  for (const [labelId, value] of fills) {
    const input = await screen.findByLabelText(say(lang, labelId), { selector: 'input' });
    await user.click(input);
    // An emptied field: typed in, then erased (leaving an untouched field shows nothing until submit).
    await user.type(input, value || 'a');
    if (!value) await user.keyboard('{Backspace}');
    await user.tab();
  }
}

describe.each<[Language]>([['en'], ['ar']])('form validation in %s', (lang) => {
  it.each(
    cases.map(
      (c) =>
        [
          c.form,
          c.english,
          c.fills.map(([, v]) => (v ? JSON.stringify(v) : 'emptying it')).join(' then '),
          c,
        ] as const,
    ),
  )('the %s form shows “%s” after %s', async (_form, _message, _input, c) => {
    renderAccount(c.path, { lang });
    await fill(lang, c.fills);
    const expected = lang === 'en' ? c.english : say('ar', c.id);
    const field = screen.getByLabelText(say(lang, c.field), { selector: 'input' });
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(expected)));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(expected)).toBeVisible();
    if (lang === 'en') expect(say('en', c.id)).toBe(c.english);
  });
});

it('shows every required message on submit, and none before', async () => {
  const user = userEvent.setup({ delay: null });
  renderAccount('/signup');
  const email = await screen.findByLabelText('Email', { selector: 'input' });
  await user.click(email);
  await user.tab();
  expect(email).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  for (const message of [
    'Email is required',
    'Name is required',
    'Phone number is required',
    'Password is required',
    'Confirm Password is required',
  ]) {
    expect(await screen.findByText(message)).toBeVisible();
  }
});

it('accepts a valid Egyptian number in every allowed prefix without a message, and room to paste one with spaces and +20', async () => {
  renderAccount('/signup');
  await fill('en', [[PHONE, '01512345678']]);
  const phone = screen.getByLabelText('Phone number', { selector: 'input' });
  expect(phone).not.toHaveAttribute('aria-invalid');
  expect(phone).toHaveAttribute('maxLength', '32');
  expect(screen.getByText('Egypt')).toBeVisible();
});
