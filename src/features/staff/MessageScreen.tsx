// /staff/messages/:id (staff and managers): one contact message with its replies, a reply by email (sent in the
// language the customer wrote from, through the outbox) and Close. Each names the version on screen; when someone
// acted since, the server's 409 is shown and the message reloads.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { Form, Formik, type FormikHelpers } from 'formik';
import { ValidationError } from 'yup';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { contactReplySchema, type ContactThread } from '../../contract/contactInbox';
import { fieldErrors } from '../../api/errorMessage';
import { useErrorMessage } from '../../api/useErrorMessage';
import { mediaUp } from '../../theme/theme';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/form/FormAlert';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextAreaField } from '../../ui/form/TextAreaField';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast';
import { cairoDateTime } from './backOfficeDisplay';
import { MessageBadge, Muted, Panel, Screen } from './backOfficeStyles';
import { LoadFailed } from './LoadFailed';
import { useCloseMessageMutation, useContactMessageQuery, useReplyToMessageMutation } from './staffApi';

export default function MessageScreen() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data: message, error, isLoading, refetch } = useContactMessageQuery(id);
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);

  return (
    <Screen>
      <Back to={paths.staffMessages}>{t('backOffice.inbox.back')}</Back>
      {isLoading ? <Spinner /> : null}
      {error && !message ? (
        <LoadFailed error={error} fallbackId="backOffice.inbox.error" onRetry={refetch} />
      ) : null}
      {message ? <Thread message={message} /> : null}
    </Screen>
  );
}

function Thread({ message }: { message: ContactThread }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const repliesId = useId();
  const [close, closing] = useCloseMessageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const name = `${message.firstName} ${message.lastName}`;

  const onClose = async () => {
    setProblem(null);
    try {
      await close({ id: message._id, version: message.version }).unwrap();
      toast.success(t('backOffice.inbox.closedDone'));
    } catch (failure) {
      setProblem(errorMessage(failure, 'backOffice.inbox.actionError'));
    }
  };

  return (
    <>
      <Heading>
        <h1>{t('backOffice.inbox.messageTitle', { name })}</h1>
        <MessageBadge $status={message.status}>{t(`backOffice.inbox.status.${message.status}`)}</MessageBadge>
      </Heading>
      <Panel>
        <Meta>
          <span dir="ltr">{message.email}</span>
          <span>{cairoDateTime(intl, message.createdAt)}</span>
          <span>
            {t('backOffice.inbox.language', { language: t(`backOffice.inbox.language.${message.lang}`) })}
          </span>
        </Meta>
        {/* Written in either language: it reads in its own direction, line breaks kept. */}
        <Body dir="auto">{message.message}</Body>
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        {message.status !== 'closed' ? (
          <Button
            $variant="secondary"
            onClick={() => void onClose()}
            disabled={closing.isLoading}
            aria-busy={closing.isLoading || undefined}
          >
            {t('backOffice.inbox.close')}
          </Button>
        ) : null}
      </Panel>
      <Panel aria-labelledby={repliesId}>
        <h2 id={repliesId}>{t('backOffice.inbox.replies')}</h2>
        {message.replies.length === 0 ? (
          <Muted>{t('backOffice.inbox.noReplies')}</Muted>
        ) : (
          <Replies>
            {message.replies.map((reply) => (
              <li key={reply._id}>
                <Body dir="auto">{reply.body}</Body>
                <small>
                  {t('backOffice.inbox.replyBy', {
                    name: reply.by.name,
                    date: cairoDateTime(intl, reply.at),
                  })}
                </small>
              </li>
            ))}
          </Replies>
        )}
        <ReplyForm message={message} />
      </Panel>
    </>
  );
}

interface Values {
  body: string;
}

function ReplyForm({ message }: { message: ContactThread }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [reply] = useReplyToMessageMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);

  /** The contract's rule on the reply as it will be sent (spaces around it are trimmed, not refused). */
  const validate = (values: Values) => {
    try {
      contactReplySchema().validateSync({ body: values.body.trim(), version: message.version });
      return {};
    } catch (error) {
      return error instanceof ValidationError ? { body: error.message } : {};
    }
  };

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFormError(null);
    try {
      await reply({ id: message._id, body: values.body.trim(), version: message.version }).unwrap();
      helpers.resetForm();
      toast.success(t('backOffice.inbox.sent', { email: message.email }));
    } catch (failure) {
      for (const [field, text] of Object.entries(fieldErrors(failure))) helpers.setFieldError(field, text);
      setFormError(errorMessage(failure, 'backOffice.inbox.actionError'));
    }
  };

  return (
    <Formik<Values> initialValues={{ body: '' }} validate={validate} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <StyledForm noValidate>
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <TextAreaField name="body" label={t('backOffice.inbox.reply')} rows={6} />
          <Muted>{t('backOffice.inbox.replyHint', { email: message.email })}</Muted>
          <SubmitButton busy={isSubmitting} busyLabel={t('backOffice.inbox.sending')}>
            {t('backOffice.inbox.send')}
          </SubmitButton>
        </StyledForm>
      )}
    </Formik>
  );
}

const Back = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Replies = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledForm = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${mediaUp('sm')} {
    button[type='submit'] {
      justify-self: start;
      width: auto;
    }
  }
`;
