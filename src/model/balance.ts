import { caipAddressSchema, caipNetworkIdSchema, decimalStringSchema } from '../utils/schemas';
import { nonEmptyString, z } from '../utils/zod';

/** One token or native-currency balance of an account on a network. */
export const balanceSchema = z.object({
  name: z.string(),
  symbol: nonEmptyString(),
  chainId: caipNetworkIdSchema,
  /** The token's CAIP-10 address; absent for the native currency. */
  address: z.optional(caipAddressSchema),
  value: z.optional(z.number().check(z.gte(0))),
  price: z.number().check(z.gte(0)),
  quantity: z.object({ decimals: z.string().check(z.regex(/^\d+$/)), numeric: decimalStringSchema }),
  iconUrl: z.string(),
});
export type Balance = z.infer<typeof balanceSchema>;

/** Tokens with 0 decimals are dropped as low quality. */
export function isQualityBalance(balance: Balance): boolean {
  return balance.quantity.decimals !== '0';
}
