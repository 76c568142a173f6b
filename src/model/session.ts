import { CHAIN_NAMESPACES } from '../constants';
import { z } from '../utils/zod';

/** A wallet app opened with the pairing URI: the linking data, stored as the deep link on success. */
export interface WalletLinking {
  name: string;
  href: string;
}

/** A connector or wallet id as stored: short and plain, so a tampered entry cannot carry markup. */
export const idSchema = () => z.string().check(z.regex(/^[\w.:-]{1,128}$/));

/** What survives a reload of the connections (the "connection" storage key): which connectors, and the current one. */
export const storedConnectionSchema = () =>
  z
    .strictObject({
      current: idSchema(),
      connections: z
        .array(z.strictObject({ connectorId: idSchema(), namespace: z.enum(CHAIN_NAMESPACES) }))
        .check(z.minLength(1), z.maxLength(16)),
    })
    .check(
      z.refine((stored) => stored.connections.some((connection) => connection.connectorId === stored.current), {
        message: 'the current connection must be one of the connections',
      }),
    );
export type StoredConnection = z.infer<ReturnType<typeof storedConnectionSchema>>;
