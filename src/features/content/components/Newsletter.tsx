// The footer newsletter: 'Stay in the loop'. Subscribe shows 'Sending..' while busy; success shows a toast and
// clears the field; a failure shows the server's message and returns to idle (the spec's version stayed stuck).
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '../../../ui/toast';
import styled from 'styled-components';
import { useErrorMessage } from '../../../api/useErrorMessage';
import { Button } from '../../../ui/Button';
import { useSubscribeMutation } from '../contentApi';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
  input {
    flex: 1 1 200px;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid rgb(148 163 184 / 40%);
    border-radius: ${({ theme }) => theme.radius.md};
    background: rgb(255 255 255 / 8%);
    color: inherit;
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

export function Newsletter() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [subscribe, { isLoading }] = useSubscribeMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    try {
      await subscribe({ email: email.trim() }).unwrap();
      toast.success(intl.formatMessage({ id: 'newsletter.success' }));
      setEmail('');
    } catch (error) {
      toast.error(errorMessage(error, 'catalogue.error.generic'));
    }
  };

  return (
    <section aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">
        <FormattedMessage id="newsletter.title" />
      </h2>
      <p>
        <FormattedMessage id="newsletter.subtitle" />
      </p>
      <Form onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor={inputId} className="visually-hidden">
          <FormattedMessage id="newsletter.email" />
        </label>
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          value={email}
          placeholder={intl.formatMessage({ id: 'newsletter.placeholder' })}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={isLoading}>
          <FormattedMessage id={isLoading ? 'newsletter.sending' : 'newsletter.subscribe'} />
        </Button>
      </Form>
    </section>
  );
}
