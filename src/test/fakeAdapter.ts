import { evmFamily } from '../adapters/evm/family';
import type { ChainAdapter } from '../adapters/types';

const notUsed = () => Promise.reject(new Error('Not used by this test'));

/**
 * An eip155 adapter for tests about what the modal does with chain reads, not about wallets: only the
 * methods a test gives do anything.
 */
export function createFakeEvmAdapter(methods: Partial<ChainAdapter> = {}): ChainAdapter {
  return {
    namespace: 'eip155',
    family: evmFamily,
    discoverConnectors: () => () => {},
    connect: notUsed,
    syncConnection: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    watchSession: async () => () => {},
    getNativeBalance: notUsed,
    signMessage: notUsed,
    ...methods,
  };
}

/** An eip155 chain whose every account holds `balance` of its native currency. */
export function chainWithBalance(balance: string): ChainAdapter {
  return createFakeEvmAdapter({ getNativeBalance: async (_address, network) => ({ balance, symbol: network.nativeCurrency.symbol }) });
}
