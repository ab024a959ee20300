// The back office's JSON Schemas, by the names its routes use. The shapes are written once, in src/contract/shapes
// (the yup rules in src/contract/backOffice.ts and orderDesk.ts still decide what is valid; these give Fastify the
// types, the serialisers and /api/docs).
import {
  ActivityEntryShape,
  ActivityQueryShape,
  AdvanceRequestShape,
  ConfirmationRequestShape,
  DeskCancelRequestShape,
  DeskListOrderShape,
  DeskOrderShape,
  One,
  OrderDeskQueryShape,
  OrderNoteInputShape,
  OrderNoteShape,
  OutboxMailShape,
  OutboxQueryShape,
  PageOf,
  PageQueryShape,
  StaffAccountInputShape,
  StaffAccountShape,
  StaffRoleChangeShape,
  VersionRequestShape,
} from '../../src/contract/shapes';

export const activityEntrySchema = ActivityEntryShape;

/** `{ data: item }` */
export const one = One;

/** BackOfficePage<item> */
export const pageOf = PageOf;

export const pageQuery = PageQueryShape;
export const activityQuery = ActivityQueryShape;
export const staffAccountSchema = StaffAccountShape;

/** Types only: the contract's staffAccountSchema gives the rules and the messages. */
export const staffAccountBody = StaffAccountInputShape;

export const staffRoleBody = StaffRoleChangeShape;

/** Types only: the contract's orderDeskQuerySchema gives the rules and the messages (naming the field). */
export const orderDeskQuery = OrderDeskQueryShape;

export const orderNoteSchema = OrderNoteShape;
export const outboxMailSchema = OutboxMailShape;

/** Types only: the contract's outboxQuerySchema gives the rules and the messages. */
export const outboxQuery = OutboxQueryShape;

export const deskListOrderSchema = DeskListOrderShape;
export const deskOrderSchema = DeskOrderShape;
export const versionBody = VersionRequestShape;
export const advanceBody = AdvanceRequestShape;
export const deskCancelBody = DeskCancelRequestShape;
export const orderNoteBody = OrderNoteInputShape;
export const confirmationBody = ConfirmationRequestShape;
