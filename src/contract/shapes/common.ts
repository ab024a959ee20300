// Shapes every part of the API uses: the error answer, a bare message, the signed-in user.
import { Type } from 'typebox';
import { Loose, str, StringEnum } from './kit';

export const ErrorShape = Type.Object(
  {
    message: str,
    /** The fields that were not valid, each with its message. */
    errors: Type.Optional(
      Type.Unsafe<Record<string, string | number>>({
        type: 'object',
        additionalProperties: { type: ['string', 'number'] },
      }),
    ),
  },
  { $id: 'Error', description: 'Every error answer' },
);

export const MessageShape = Type.Object({ message: str });

/** A shopper, the order desk, or a manager (the desk plus catalogue, stock and staff). */
export const RoleShape = StringEnum(['user', 'staff', 'manager']);

export const UserShape = Loose(
  {
    _id: str,
    /** Same as `_id`; the access token carries it as the `id` claim too. */
    id: str,
    name: str,
    email: str,
    phone: str,
    role: RoleShape,
  },
  { $id: 'User' },
);

/** GET /health's answer. */
export const HealthShape = Type.Object({ status: StringEnum(['ok']) });
