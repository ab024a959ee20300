// Input rules that hold for every route, run before its schema: no NUL in any text, and query-string numbers read
// only from plain decimals. Ajv does not coerce types (server/app.ts), so a value that is not a plain decimal stays
// a string and fails the route's number type: `Infinity`, `1e309`, `0x10`, ` 2` are refused, never stored or sent
// to the database.
import type { FastifyRequest, FastifySchema } from 'fastify';
import { badRequest } from '../services/errors';

/** Deeper than any route's shape; a NUL further down reaches no field. */
const MAX_DEPTH = 10;
/** A query-string number: digits, optionally a fraction; at most 15 digits before the point (exact as a double). */
const PLAIN_DECIMAL = /^[0-9]{1,15}(\.[0-9]{1,6})?$/;

/** A field's name as validate() (services/validation.ts) names it: `products[0].productId`. */
const fieldName = (path: readonly (string | number)[]) =>
  path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key),
    '',
  );

/** The path of the first string holding a NUL (PostgreSQL text cannot hold one), or undefined. */
function nulAt(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (path.length >= MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = nulAt(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const found = nulAt(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

const numberFieldsOf = new WeakMap<FastifySchema, string[]>();
/** Names of the number properties of a route's querystring schema (worked out once per route). */
function numberFields(schema: FastifySchema | undefined): string[] {
  if (!schema) return [];
  let names = numberFieldsOf.get(schema);
  if (!names) {
    const properties =
      (schema.querystring as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties ??
      {};
    names = Object.keys(properties).filter((name) => {
      const type = properties[name]?.type;
      return type === 'number' || type === 'integer';
    });
    numberFieldsOf.set(schema, names);
  }
  return names;
}

/**
 * preValidation hook: refuses a NUL anywhere in the path parameters, query or body with 400 naming the field
 * (`validation.field.invalid`), and turns the route's query-string numbers that are plain decimals into numbers.
 */
export async function checkInput(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const path = nulAt(part);
    if (path) {
      const field = fieldName(path) || '_';
      throw badRequest('validation.field.invalid', { [field]: 'validation.field.invalid' });
    }
  }
  const query = request.query as Record<string, unknown> | undefined;
  if (!query) return;
  for (const name of numberFields(request.routeOptions.schema)) {
    const value = query[name];
    if (typeof value === 'string' && PLAIN_DECIMAL.test(value)) query[name] = Number(value);
  }
}
