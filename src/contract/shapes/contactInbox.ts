// The contact inbox's shapes (/api/staff/messages). The yup rules in src/contract/contactInbox.ts decide what an input
// may hold.
import { Type } from 'typebox';
import { CONTACT_STATUSES, type ContactStatus } from '../contactInbox';
import { dateTime, int, Loose, Narrow, str, StringEnum } from './kit';
import { OrderActorShape } from './orderDesk';

export const ContactMessageShape = Loose({
  _id: str,
  firstName: str,
  lastName: str,
  email: str,
  message: str,
  /** The language of the page it was sent from: the reply is written in it. */
  lang: StringEnum(['en', 'ar']),
  status: StringEnum(CONTACT_STATUSES),
  createdAt: dateTime,
  /** Optimistic concurrency: every reply or close adds 1; an action naming an older version is a 409. */
  version: int,
});

export const ContactReplyShape = Loose({ _id: str, body: str, by: OrderActorShape, at: dateTime });

/** One message with its replies, oldest first. */
export const ContactThreadShape = Loose({
  ...ContactMessageShape.properties,
  replies: Type.Array(ContactReplyShape),
});

/** GET /staff/messages */
export const ContactInboxQueryShape = Type.Object({
  status: Type.Optional(
    Narrow<ContactStatus>(Type.String({ description: `One of: ${CONTACT_STATUSES.join(' | ')}` })),
  ),
  page: Type.Optional(Type.Integer({ description: 'From 1', default: 1 })),
});

/** POST /staff/messages/:id/reply */
export const ContactReplyRequestShape = Loose({
  body: Type.String({ description: 'The reply, emailed to the sender' }),
  version: Type.Integer({ description: 'The message’s version as read' }),
});
