import { type CaipAddress, type CaipNetworkId, isCaipAddress, isCaipNetworkId } from './caip';
import { nonEmptyString, z } from './zod';

/**
 * A list whose bad entries are dropped rather than failing the whole answer: one malformed wallet or
 * token must not cost the user the others. A value that is not a list at all still fails validation.
 */
export function lenientArray<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.array(z.unknown()),
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
