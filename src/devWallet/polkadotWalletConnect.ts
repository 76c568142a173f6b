// The Dev Wallet's Polkadot side reached over WalletConnect, as a multi-chain mobile wallet serves the polkadot
// namespace: WalletConnect's `polkadot_signMessage` carried out by the same extension the page sees, so it signs with
// the same keys and asks the same prompt. Like walletConnectDevWallet.ts, it stays with the demo.
import type { Injected } from '@polkadot/extension-inject/types';
import { WalletErrorCode } from '../errors';
import { z } from '../utils/zod';
import type { DevWallet } from './devWallet';
import { DevWalletError } from './devWalletError';
import { grantedOnOneChain, type WalletConnectFamily, type WalletConnectRequest } from './walletConnectDevWallet';

const SUPPORTED_METHODS = ['polkadot_signMessage'];
/** How the extension names the site it is enabled for: a session's dapps share it. */
const ORIGIN = 'WalletConnect';

/** `polkadot_signMessage`'s params: the account and the message, as 0x-hex bytes or as text. */
const signMessageSchema = z.object({ address: z.string(), message: z.string() });

const hexOfText = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/**
 * The polkadot namespace of the Dev Wallet reached over WalletConnect (`families` of createWalletConnectDevWallet) on the
 * network `chainId` (e.g. `polkadot:2f5b862eaec1ebd8e28b633f9762e724`): it grants that chain with the selected account,
 * enables its extension when the user approves, answers `polkadot_signMessage` with `signRaw` (the bytes wrapped in
 * <Bytes>…</Bytes>, the signature in 0x-hex), and moves the sessions to the account the user picks.
 */
export function polkadotWalletConnectFamily(devWallet: DevWallet, chainId: `polkadot:${string}`): WalletConnectFamily {
  const polkadot = devWallet.polkadot;
  if (!polkadot) throw new Error('The Dev Wallet has no Polkadot side: create it with `polkadot`.');
  const enable = async () => (await polkadot.extension.enable(ORIGIN)) as Injected;
  const listeners = new Set<(address: string) => void>();
  let following: Promise<unknown> | undefined;
  /** Follows the extension's accounts once it is enabled: before that, enabling would ask the user. */
  const follow = () => {
    following ??= enable().then((injected) =>
      injected.accounts.subscribe((accounts) => {
        const address = accounts[0]?.address;
        if (address) for (const listener of listeners) listener(address);
      }),
    );
    return following;
  };
  // A wallet reloaded with the site still enabled follows its accounts at once.
  if (devWallet.snapshot().polkadotPermitted) void follow();

  async function answer(request: WalletConnectRequest): Promise<unknown> {
    if (request.chainId !== chainId) throw new DevWalletError(WalletErrorCode.unrecognizedChain, `Dev Wallet serves ${chainId} here`);
    if (request.method !== 'polkadot_signMessage') {
      throw new DevWalletError(WalletErrorCode.unsupportedMethod, `${request.method} is not supported`);
    }
    const params = signMessageSchema.safeParse(request.params);
    if (!params.success) throw new DevWalletError(WalletErrorCode.invalidParams, 'polkadot_signMessage expects an address and a message');
    const { address, message } = params.data;
    const signRaw = (await enable()).signer.signRaw;
    if (!signRaw) throw new DevWalletError(WalletErrorCode.unsupportedMethod, 'The extension has no signRaw');
    const data = /^0x(?:[0-9a-fA-F]{2})*$/.test(message) ? message : hexOfText(message);
    const { signature } = await signRaw({ address, data, type: 'bytes' });
    return { signature };
  }

  return {
    namespace: 'polkadot',
    grant: (proposal) =>
      grantedOnOneChain(proposal, 'polkadot', {
        chain: chainId,
        address: polkadot.addresses[devWallet.snapshot().accountIndex] as string,
        supported: SUPPORTED_METHODS,
      }),
    async connect() {
      await follow();
    },
    answer,
    onAccountChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
