// /contact: 'Get in touch' with first name, last name, email and message (all required); beside it the shop's
// address, telephone, email and WhatsApp from its settings, and the map. Sends 'fisrtname' as the API spells it.
import { Formik, Form, Field, ErrorMessage } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '../../ui/toast';
import styled from 'styled-components';
import { contactSchema, type ContactRequest } from '../../contract';
import { mediaUp } from '../../theme/theme';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { MAP_EMBED_URL } from './office';
import { useSendContactMutation } from './contentApi';
import { ShopContactDetails } from './components/ShopContactDetails';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(10)} 0;
  ${mediaUp('lg')} {
    grid-template-columns: 1.2fr 1fr;
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: clamp(1.8rem, 4vw, 2.5rem);
  }
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(6)};
  ${mediaUp('sm')} {
    grid-template-columns: 1fr 1fr;
  }
  .wide {
    grid-column: 1 / -1;
  }
  .field {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    align-content: start;
  }
  label {
    font-weight: 600;
  }
  input,
  textarea {
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
    font-weight: 400;
  }
  textarea {
    min-height: 140px;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    font-size: 0.9rem;
    font-weight: 400;
  }
`;

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  address {
    font-style: normal;
  }
  iframe {
    width: 100%;
    height: 260px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

type FieldName = keyof ContactRequest;
const FIELDS: {
  name: FieldName;
  label: string;
  type?: string;
  wide?: boolean;
  as?: 'textarea';
  auto?: string;
}[] = [
  { name: 'fisrtname', label: 'contact.form.firstName', auto: 'given-name' },
  { name: 'lastname', label: 'contact.form.lastName', auto: 'family-name' },
  { name: 'email', label: 'contact.form.email', type: 'email', wide: true, auto: 'email' },
  { name: 'message', label: 'contact.form.message', wide: true, as: 'textarea' },
];
const EMPTY: ContactRequest = { fisrtname: '', lastname: '', email: '', message: '' };

export default function ContactScreen() {
  const intl = useIntl();
  const [sendContact] = useSendContactMutation();
  return (
    <Container>
      <Layout>
        <section aria-labelledby="contact-title">
          <h1 id="contact-title">
            <FormattedMessage id="contact.title" />
          </h1>
          <p>
            <FormattedMessage id="contact.subtitle" />
          </p>
          <Formik
            initialValues={EMPTY}
            validationSchema={contactSchema()}
            onSubmit={async (values, { resetForm }) => {
              try {
                await sendContact({
                  fisrtname: values.fisrtname.trim(),
                  lastname: values.lastname.trim(),
                  email: values.email.trim(),
                  message: values.message.trim(),
                }).unwrap();
                // What happens next, truthfully: the message waits in the back office's inbox and the answer comes
                // by email to the address given (the spec's 'Email sent successfully!' promised an email nobody sent).
                toast.success(
                  intl.formatMessage({ id: 'contact.toast.sent' }, { email: values.email.trim() }),
                );
                resetForm();
              } catch {
                toast.error(intl.formatMessage({ id: 'contact.toast.error' }));
              }
            }}
          >
            {({ isSubmitting, errors, touched }) => (
              <Form noValidate>
                <Fields>
                  {FIELDS.map((field) => {
                    const invalid = Boolean(touched[field.name] && errors[field.name]);
                    const errorId = `contact-${field.name}-error`;
                    return (
                      <div key={field.name} className={field.wide ? 'field wide' : 'field'}>
                        <label htmlFor={`contact-${field.name}`}>
                          <FormattedMessage id={field.label} />
                        </label>
                        <Field
                          id={`contact-${field.name}`}
                          name={field.name}
                          as={field.as}
                          type={field.as ? undefined : (field.type ?? 'text')}
                          autoComplete={field.auto}
                          aria-required="true"
                          aria-invalid={invalid}
                          aria-describedby={invalid ? errorId : undefined}
                        />
                        <ErrorMessage name={field.name}>
                          {(id: string) => (
                            <span className="error" id={errorId}>
                              {intl.formatMessage({ id })}
                            </span>
                          )}
                        </ErrorMessage>
                      </div>
                    );
                  })}
                  <div className="wide">
                    <Button type="submit" disabled={isSubmitting}>
                      <FormattedMessage id={isSubmitting ? 'contact.form.sending' : 'contact.form.submit'} />
                    </Button>
                  </div>
                </Fields>
              </Form>
            )}
          </Formik>
        </section>
        <Aside aria-labelledby="contact-office">
          <h2 id="contact-office">
            <FormattedMessage id="contact.office" />
          </h2>
          <ShopContactDetails />
          <iframe
            title={intl.formatMessage({ id: 'footer.mapTitle' })}
            src={MAP_EMBED_URL}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </Aside>
      </Layout>
    </Container>
  );
}
