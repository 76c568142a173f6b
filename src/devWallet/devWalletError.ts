// What every side of the Dev Wallet (EVM, Solana, Bitcoin, Polkadot, Cosmos) answers with, and what the EVM side shares
// with the others.

/** A request waiting for the user, as the wallet's prompt shows it. */
export interface DevWalletRequest {
  method: string;
  params: unknown;
  /** One line for the prompt, e.g. "Connect account 0xf39F…2266". */
  summary: string;
}

/** What the Dev Wallet rejects a request with: an EIP-1193 code (4001 the user said no) and its words. */
export class DevWalletError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.name = 'DevWalletError';
    this.code = code;
  }
}

/** What the Dev Wallet shares with each of its other sides: the user's answers, the selected account, the site's permission. */
export interface DevWalletSideHost {
  approve(request: DevWalletRequest): Promise<void>;
  accountIndex(): number;
  permitted(): boolean;
  permit(permitted: boolean): void;
}
