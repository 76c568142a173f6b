import { type CaipAddress, type CaipNetworkId, isCaipAddress, isCaipNetworkId } from './caip';
import { nonEmptyString, z } from './zod';

// zod kinds the first load does not use itself (null, record, unknown, email, ISO date-time), built from kinds it does:
// a kind or helper that only on-demand code uses still lands in the first load's copy of zod (`npm run size` fails then).

/** Any value at all (zod's `unknown`). */
export const anyValue = z.custom<unknown>();

/** `schema` or null (zod's `nullable`). */
export const nullable = <T extends z.ZodMiniType>(schema: T) => z.union([schema, z.literal(null)]);

/** `schema`, null or missing (zod's `nullish`). */
export const nullish = <T extends z.ZodMiniType>(schema: T) => z.optional(nullable(schema));

/** An object of any keys whose values are all `value` (zod's `record` with string keys, but any non-array object, not only a plain one). */
export const recordOf = <T extends z.ZodMiniType>(value: T) => z.catchall(z.object({}), value);

/** An e-mail address, by zod's own `email` pattern. */
export const emailSchema = z
  .string()
  .check(z.regex(/^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/, 'Invalid email'));

/** An RFC 3339 date-time with seconds and a `Z` or `±hh:mm` offset, by zod's `iso.datetime({ offset: true })` pattern. */
export const isoDateTimeSchema = z
  .string()
  .check(
    z.regex(
      /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$/,
      'Invalid datetime',
    ),
  );

/**
 * A list whose bad entries are dropped rather than failing the whole answer: one malformed wallet or
 * token must not cost the user the others. A value that is not a list at all still fails validation.
 */
export function lenientArray<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.array(anyValue),
    z.transform((entries) =>
      entries.flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    ),
  );
}

// A `refine` check does not narrow the type as classic zod's type-guard `.refine` did: the casts say what it checks.
export const caipAddressSchema = z.string().check(z.refine(isCaipAddress, 'Expected a CAIP-10 address')) as z.ZodMiniType<
  CaipAddress,
  string
>;
export const caipNetworkIdSchema = z.string().check(z.refine(isCaipNetworkId, 'Expected a CAIP-2 network id')) as z.ZodMiniType<
  CaipNetworkId,
  string
>;
/** Decimal numbers the APIs send as strings. */
export const decimalStringSchema = z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal number'));
export const amountSchema = z.object({ amount: decimalStringSchema, currency: nonEmptyString() });
