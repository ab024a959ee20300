// What the API's shapes are written with: TypeBox, and the few forms of the API's JSON Schemas that TypeBox writes
// otherwise (an object that requires fewer properties than its type has, a type list with null, a string enum, a
// reference by $id). Each gives the JSON Schema Fastify and /api/docs use and, through Static, the TypeScript type.
import {
  Type,
  type Static,
  type TObject,
  type TObjectOptions,
  type TProperties,
  type TSchema,
  type TUnsafe,
} from 'typebox';

export const str = Type.String();
export const int = Type.Integer();
export const num = Type.Number();
export const bool = Type.Boolean();
export const dateTime = Type.String({ format: 'date-time' });
export const strings = Type.Array(str);

/**
 * An object whose type has every property not marked Optional, and whose schema requires only those `required`
 * names (none unless named). An answer's serialiser (fast-json-stringify) leaves a property the value lacks out
 * instead of failing the answer, and a body's schema leaves the rules to the contract's yup schema.
 */
export function Loose<P extends TProperties>(
  properties: P,
  { required, ...options }: TObjectOptions & { required?: readonly (keyof P & string)[] } = {},
): TObject<P> {
  const schema = Type.Object(properties, options);
  if (required === undefined) delete (schema as { required?: unknown }).required;
  else schema.required = [...required] as TObject<P>['required'];
  return schema;
}

/** `{ type: [type, 'null'] }` (and null among an enum's values): the value or null. */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type, enum: values, ...rest } = schema as { type?: unknown; enum?: unknown[] };
  if (typeof type !== 'string') throw new Error('only a schema of one type can be made nullable');
  return Type.Unsafe<Static<T> | null>({
    ...rest,
    type: [type, 'null'],
    ...(values ? { enum: [...values, null] } : {}),
  });
}

/** `{ type: 'string', enum: values }`: one of `values`. */
export const StringEnum = <const V extends readonly string[]>(
  values: V,
  options: { description?: string; default?: V[number] } = {},
) => Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options });

/** `{ $ref: '<$id>#' }`: a shape registered with the app (server/routes/schemas.ts, sharedSchemas) by its $id. */
export function Ref<T extends TSchema>(shape: T): TUnsafe<Static<T>> {
  const { $id } = shape as { $id?: string };
  if ($id === undefined) throw new Error('only a shape with an $id can be referred to');
  return Type.Unsafe<Static<T>>({ $ref: `${$id}#` });
}

/** A schema whose type is narrower than what it checks (a role or a status the schema keeps as any string). */
export const Narrow = <T>(schema: TSchema) => Type.Unsafe<T>(schema);
