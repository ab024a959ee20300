// The back office's contact inbox (/staff/messages in the SPA, /api/staff/messages on the server): the messages
// shoppers send from the Contact page, newest first with their status, and the staff's replies by email.
import { number, object, string, type ObjectSchema } from 'yup';
import { BACK_OFFICE_PAGE_MAX, type BackOfficePage } from './backOffice';
import type { Static } from 'typebox';
import type {
  ContactInboxQueryShape,
  ContactMessageShape,
  ContactReplyRequestShape,
  ContactReplyShape,
  ContactThreadShape,
  VersionRequestShape,
} from './shapes';

/** new: nobody has answered yet; answered: a reply went out (by email); closed: nothing more to do. */
export const CONTACT_STATUSES = ['new', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_REPLY_MAX = 5000;
export const CONTACT_PAGE_SIZE = 50;

export type ContactReply = Static<typeof ContactReplyShape>;

export type ContactMessage = Static<typeof ContactMessageShape>;

/** One message with its replies, oldest first. */
export type ContactThread = Static<typeof ContactThreadShape>;

export type ContactInboxPage = BackOfficePage<ContactMessage>;

/** GET /staff/messages */
export type ContactInboxQuery = Static<typeof ContactInboxQueryShape>;

/** POST /staff/messages/:id/reply */
export type ContactReplyRequest = Static<typeof ContactReplyRequestShape>;

/** POST /staff/messages/:id/close */
export type ContactCloseRequest = Static<typeof VersionRequestShape>;

const version = () =>
  number()
    .strict()
    .typeError('validation.backOffice.versionRequired')
    .integer('validation.backOffice.versionRequired')
    .min(1, 'validation.backOffice.versionRequired')
    .required('validation.backOffice.versionRequired');

/** Tabs and line breaks are the only control characters a reply keeps. */
function noControls(value: string | undefined): boolean {
  for (const char of value ?? '') {
    const code = char.charCodeAt(0);
    if ((code < 0x20 || code === 0x7f) && !'\t\n\r'.includes(char)) return false;
  }
  return true;
}

export const contactInboxQuerySchema = (): ObjectSchema<ContactInboxQuery> =>
  object({
    status: string<ContactStatus>()
      .strict()
      .oneOf([...CONTACT_STATUSES], 'validation.inbox.status')
      .optional(),
    page: number()
      .strict()
      .typeError('validation.orderDesk.page')
      .integer('validation.orderDesk.page')
      .min(1, 'validation.orderDesk.page')
      .max(BACK_OFFICE_PAGE_MAX, 'validation.orderDesk.page')
      .optional(),
  }) as ObjectSchema<ContactInboxQuery>;

export const contactReplySchema = (): ObjectSchema<ContactReplyRequest> =>
  object({
    body: string()
      .strict()
      .trim('validation.backOffice.trimmed')
      .required('validation.required')
      .max(CONTACT_REPLY_MAX, 'validation.inbox.replyTooLong')
      .test('controls', 'validation.field.controls', noControls),
    version: version(),
  });

export const contactCloseSchema = (): ObjectSchema<ContactCloseRequest> => object({ version: version() });
