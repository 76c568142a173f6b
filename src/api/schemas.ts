import { z } from 'zod';
import { isCaipAddress, isCaipNetworkId } from '../utils/caip';

/**
 * A list whose bad entries are dropped rather than failing the whole answer: one malformed wallet or
 * token must not cost the user the others. A value that is not a list at all still fails validation.
 */
export function lenientArray<T extends z.ZodType>(item: T) {
  return z.array(z.unknown()).transform((entries) =>
    entries.flatMap((entry) => {
      const parsed = item.safeParse(entry);
      return parsed.success ? [parsed.data as z.output<T>] : [];
    }),
  );
}

export const caipAddressSchema = z.string().refine(isCaipAddress, 'Expected a CAIP-10 address');
export const caipNetworkIdSchema = z.string().refine(isCaipNetworkId, 'Expected a CAIP-2 network id');
export const httpsUrlSchema = z.url({ protocol: /^https?$/ });
/** Decimal numbers the APIs send as strings. */
export const decimalStringSchema = z.string().regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal number');
export const amountSchema = z.object({ amount: decimalStringSchema, currency: z.string().min(1) });
