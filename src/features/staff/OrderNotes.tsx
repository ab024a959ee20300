// An order's internal notes: staff only (the shopper never sees them), oldest first with author and time, and a form
// to add one. A note is never changed or removed, so the form is the only action.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Form, Formik, type FormikHelpers } from 'formik';
import { ValidationError } from 'yup';
import styled from 'styled-components';
import { orderNoteSchema, type DeskOrder } from '../../contract/orderDesk';
import { fieldErrors } from '../../api/errorMessage';
import { useErrorMessage } from '../../api/useErrorMessage';
import { mediaUp } from '../../theme/theme';
import { FormAlert } from '../../ui/form/FormAlert';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextAreaField } from '../../ui/form/TextAreaField';
import { toast } from '../../ui/toast';
import { cairoDateTime } from './backOfficeDisplay';
import { Muted, Panel } from './backOfficeStyles';
import { useAddOrderNoteMutation } from './staffApi';

interface Values {
  body: string;
}

/** The contract's rule on the note as it will be sent (spaces around it are trimmed, not refused). */
function validate(values: Values) {
  try {
    orderNoteSchema().validateSync({ body: values.body.trim() });
    return {};
  } catch (error) {
    return error instanceof ValidationError ? { body: error.message } : {};
  }
}

export function OrderNotes({ order }: { order: DeskOrder }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const titleId = useId();
  const [addNote] = useAddOrderNoteMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFormError(null);
    try {
      await addNote({ id: order._id, note: { body: values.body.trim() } }).unwrap();
      helpers.resetForm();
      toast.success(t('backOffice.orders.noteAdded'));
    } catch (failure) {
      for (const [field, message] of Object.entries(fieldErrors(failure)))
        helpers.setFieldError(field, message);
      setFormError(errorMessage(failure, 'backOffice.orders.noteError'));
    }
  };

  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>{t('backOffice.orders.notes')}</h2>
      <Muted>{t('backOffice.orders.notesHint')}</Muted>
      {order.notes.length === 0 ? (
        <Muted>{t('backOffice.orders.notesEmpty')}</Muted>
      ) : (
        <Notes>
          {order.notes.map((note) => (
            <li key={note._id}>
              {/* Typed in either language: it reads in its own direction. */}
              <p dir="auto">{note.body}</p>
              <small>
                {t('backOffice.orders.noteBy', {
                  name: note.author.name,
                  date: cairoDateTime(intl, note.createdAt),
                })}
              </small>
            </li>
          ))}
        </Notes>
      )}
      <Formik<Values> initialValues={{ body: '' }} validate={validate} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <NoteForm noValidate>
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <TextAreaField name="body" label={t('backOffice.orders.noteNew')} rows={3} />
            <SubmitButton busy={isSubmitting} busyLabel={t('backOffice.orders.noteAdding')}>
              {t('backOffice.orders.noteAdd')}
            </SubmitButton>
          </NoteForm>
        )}
      </Formik>
    </Panel>
  );
}

const Notes = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    /* Line breaks typed in the note are kept. */
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const NoteForm = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${mediaUp('sm')} {
    button[type='submit'] {
      justify-self: start;
      width: auto;
    }
  }
`;
