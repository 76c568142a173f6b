import { memorySiwe, memorySiwx, sessionOf } from '../test/siwx';
import { resolveConfig, type WalletModalConfig } from './config';
import { bitcoin, builtInNetworks, defineNetwork, localChain, mainnet, networkSchema, sepolia, solana } from './networks';

const base: WalletModalConfig = { projectId: 'p', networks: [mainnet] };

describe('resolveConfig', () => {
  it('refuses siweConfig and siwx together with the exact text', () => {
    expect(() => resolveConfig({ ...base, siweConfig: memorySiwe().siwe, siwx: memorySiwx().siwx })).toThrow(
      new Error('Cannot set both `siweConfig` and `siwx` options'),
    );
  });

  it('accepts either one alone: SIWX optional unless getRequired says so, SIWE required unless told otherwise', () => {
    expect(resolveConfig({ ...base, siwx: memorySiwx({ required: true }).siwx }).options.signIn).toEqual({
      enabled: true,
      required: true,
      view: 'SIWXSignMessage',
    });
    expect(resolveConfig({ ...base, siwx: memorySiwx().siwx }).options.signIn.required).toBe(false);
    expect(resolveConfig({ ...base, siweConfig: memorySiwe().siwe }).options.signIn).toEqual({
      enabled: true,
      required: true,
      view: 'ConnectingSiwe',
    });
    expect(resolveConfig({ ...base, siweConfig: memorySiwe({ required: false }).siwe }).options.signIn.required).toBe(false);
    expect(resolveConfig({ ...base, siweConfig: { ...memorySiwe().siwe, enabled: false } }).options.signIn.enabled).toBe(false);
    expect(resolveConfig(base).options.signIn.enabled).toBe(false);
  });

  it('keeps the host’s own sign-in object (a class keeps its this) out of the serialisable options', () => {
    class HostSignIn {
      private readonly kept: string[] = [];
      async createMessage() {
        return { ...sessionOf('eip155:1', '0x1').data, toString: () => 'm' };
      }
      async addSession() {
        this.kept.push('session');
      }
      async revokeSession() {}
      async setSessions() {}
      async getSessions() {
        return [];
      }
    }
    const siwx = new HostSignIn();
    const resolved = resolveConfig({ ...base, siwx });
    expect(resolved.signIn).toEqual({ siwx });
    expect((resolved.signIn as { siwx: unknown }).siwx).toBe(siwx);
    expect(JSON.stringify(resolved.options)).not.toContain('createMessage');
  });

  it('names each missing or malformed member of a sign-in', () => {
    const { createMessage: _left, ...withoutMessage } = memorySiwx().siwx;
    expect(() => resolveConfig({ ...base, siwx: { ...withoutMessage, signOutOnDisconnect: 'yes' } as never })).toThrow(
      'Invalid wallet modal configuration: siwx.createMessage: Expected a function; siwx.signOutOnDisconnect: Invalid input: expected boolean, received string',
    );
    expect(() => resolveConfig({ ...base, siweConfig: { ...memorySiwe().siwe, getNonce: 'n' } as never })).toThrow(
      'Invalid wallet modal configuration: siweConfig.getNonce: Expected a function',
    );
  });

  it('follows the system colour scheme unless told light or dark, and allows nothing else', () => {
    expect(resolveConfig(base).options.themeMode).toBe('system');
    expect(resolveConfig({ ...base, themeMode: 'dark' }).options.themeMode).toBe('dark');
    expect(() => resolveConfig({ ...base, themeMode: 'blue' as 'dark' })).toThrow(
      'Invalid wallet modal configuration: themeMode: Invalid option: expected one of "light"|"dark"|"system"',
    );
  });

  it('allows only the known social providers', () => {
    expect(resolveConfig({ ...base, features: { socials: ['google', 'farcaster'] } }).options.features.socials).toEqual([
      'google',
      'farcaster',
    ]);
    expect(() => resolveConfig({ ...base, features: { socials: ['myspace' as 'x'] } })).toThrow(
      /^Invalid wallet modal configuration: features\.socials\.0: Invalid option: expected one of "google"\|"x"\|"discord"\|"farcaster"\|"github"\|"apple"\|"facebook"$/,
    );
  });

  it('fills the feature defaults', () => {
    expect(resolveConfig(base).options.features).toEqual({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      emailShowWallets: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      connectorTypeOrder: ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'],
      history: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
      pay: false,
    });
  });

  it("defaults the APIs to Reown's public hosts and lets a host point elsewhere", () => {
    expect(resolveConfig(base).options.apiUrls).toEqual({
      provider: 'https://rpc.walletconnect.org',
      walletList: 'https://api.web3modal.org',
      analytics: 'https://pulse.walletconnect.org',
    });
    expect(resolveConfig({ ...base, apiUrls: { provider: 'http://127.0.0.1:8787' } }).options.apiUrls.provider).toBe(
      'http://127.0.0.1:8787',
    );
    expect(() => resolveConfig({ ...base, apiUrls: { provider: 'javascript:alert(1)' } })).toThrow(/apiUrls\.provider/);
  });

  it('leaves pending-transaction watching off unless the host turns it on, and takes only a boolean', () => {
    expect(resolveConfig(base).options.watchPendingTransactions).toBe(false);
    expect(resolveConfig({ ...base, watchPendingTransactions: true }).options.watchPendingTransactions).toBe(true);
    expect(() => resolveConfig({ ...base, watchPendingTransactions: 'yes' as unknown as boolean })).toThrow(
      'Invalid wallet modal configuration: watchPendingTransactions: Invalid input: expected boolean, received string',
    );
  });

  it('does not throw for a missing project id (the alert covers it)', () => {
    expect(resolveConfig({ networks: [mainnet] }).options.projectId).toBeUndefined();
    expect(resolveConfig({ projectId: '  ', networks: [mainnet] }).options.projectId).toBeUndefined();
  });

  it('lists every problem at once, and refuses unknown keys (typos)', () => {
    expect(() => resolveConfig({ ...base, themeMod: 'dark', enableNetworkSwitch: 'yes' } as unknown as WalletModalConfig)).toThrow(
      'Invalid wallet modal configuration: enableNetworkSwitch: Invalid input: expected boolean, received string; (config): Unrecognized key: "themeMod"',
    );
  });

  it('needs at least one network and no duplicates; a default outside them gives way to the first', () => {
    expect(() => resolveConfig({ projectId: 'p', networks: [] })).toThrow('networks: At least one network is required');
    expect(() => resolveConfig({ projectId: 'p', networks: [mainnet, mainnet] })).toThrow('networks: duplicate network eip155:1');
    expect(resolveConfig({ ...base, defaultNetwork: 'eip155:137' })).toMatchObject({
      defaultNetwork: mainnet,
      unknownDefaultNetwork: 'eip155:137',
    });
    expect(resolveConfig({ projectId: 'p', networks: [mainnet, sepolia], defaultNetwork: 'eip155:11155111' }).defaultNetwork).toEqual(
      sepolia,
    );
  });

  it('refuses a non-object', () => {
    expect(() => resolveConfig(null as unknown as WalletModalConfig)).toThrow('Invalid wallet modal configuration: expected an object');
  });
});

describe('networks', () => {
  it('exports the built-in networks, each a valid Network', () => {
    expect(builtInNetworks.map((network) => network.name)).toEqual([
      'Ethereum',
      'Sepolia',
      'Scroll Sepolia',
      'Solana',
      'Solana Devnet',
      'Solana Testnet',
      'Bitcoin',
      'Bitcoin Testnet',
    ]);
    for (const network of builtInNetworks) expect(networkSchema.safeParse(network).success).toBe(true);
  });

  it('derives the CAIP-2 id from namespace and id, and rejects one that disagrees', () => {
    const local = defineNetwork({
      id: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      chainNamespace: 'eip155',
    });
    expect(local.caipNetworkId).toBe('eip155:31337');
    const result = networkSchema.safeParse({ ...local, caipNetworkId: 'eip155:1' });
    expect(result.error?.issues[0]?.message).toBe('caipNetworkId must be `{chainNamespace}:{id}`');
  });

  it('rejects RPC URLs that are not http(s)', () => {
    const result = networkSchema.safeParse({ ...mainnet, rpcUrls: { default: { http: ['javascript:alert(1)'] } } });
    expect(result.success).toBe(false);
  });

  it('takes the ERC-20 tokens an eip155 network lists, each an address with an optional image', () => {
    const tokens = [{ address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35', image: 'https://tokens.example/demo.png' }];
    const anvil = localChain({ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545', tokens });
    expect(resolveConfig({ projectId: 'p', networks: [anvil] }).networks[0]?.tokens).toEqual(tokens);
  });

  it('refuses a listed token that is no address of its family, an image that is no http(s) URL, and tokens on a network without them', () => {
    const listing = (tokens: unknown) => ({ projectId: 'p', networks: [{ ...mainnet, tokens }] }) as WalletModalConfig;
    expect(() => resolveConfig(listing([{ address: '700b6A60ce7EaaEA56F065753d8dcB9653dbAD35' }]))).toThrow(
      'networks.0.tokens: eip155 networks list 0x contract addresses; solana networks list base58 mint addresses, each with its symbol',
    );
    expect(() => resolveConfig(listing([{ address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35', image: 'javascript:alert(1)' }]))).toThrow(
      /networks\.0\.tokens\.0\.image/,
    );
    const onSolana = (token: object) => ({ projectId: 'p', networks: [{ ...solana, tokens: [token] }] }) as WalletModalConfig;
    expect(() => resolveConfig(onSolana({ address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35', symbol: 'X' }))).toThrow(
      'networks.0.tokens: eip155 networks list 0x contract addresses; solana networks list base58 mint addresses, each with its symbol',
    );
    // An SPL mint does not name itself: the listing must.
    expect(() => resolveConfig(onSolana({ address: 'So11111111111111111111111111111111111111112' }))).toThrow(
      'networks.0.tokens: eip155 networks list 0x contract addresses; solana networks list base58 mint addresses, each with its symbol',
    );
    expect(() =>
      resolveConfig({ projectId: 'p', networks: [{ ...bitcoin, tokens: [{ address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35' }] }] }),
    ).toThrow(
      'networks.0.tokens: eip155 networks list 0x contract addresses; solana networks list base58 mint addresses, each with its symbol',
    );
  });

  it('takes the SPL mints a solana network lists, each with its symbol', () => {
    const mint = { address: 'So11111111111111111111111111111111111111112', symbol: 'wSOL', name: 'Wrapped SOL' };
    const { networks } = resolveConfig({ projectId: 'p', networks: [{ ...solana, tokens: [mint] }] });
    expect(networks[0]?.tokens).toEqual([mint]);
  });
});
