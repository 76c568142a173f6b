import { contentSecurityPolicy } from './contentSecurityPolicy';
import { localChain, mainnet } from './networks';

describe('contentSecurityPolicy(config)', () => {
  it('lists the default APIs, relay and RPC nodes a project reaches, and the style nonce', () => {
    expect(contentSecurityPolicy({ projectId: 'p', networks: [mainnet] }, { nonce: 'r4nd0m' })).toEqual({
      'script-src': ["'self'"],
      'style-src': ["'self'", "'nonce-r4nd0m'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https://rpc.walletconnect.org', 'https://api.web3modal.org'],
      // Mainnet is read through the provider API.
      'connect-src': [
        "'self'",
        'https://rpc.walletconnect.org',
        'https://api.web3modal.org',
        'https://pulse.walletconnect.org',
        'wss://relay.walletconnect.org',
      ],
      // The embedded wallet's frame: either default base, as the page's time zone decides.
      'frame-src': ['https://rpc.walletconnect.com', 'https://rpc.walletconnect.org'],
    });
  });

  it('follows the configuration: its own APIs and relay, each local chain once, no nonce when none is given', () => {
    const policy = contentSecurityPolicy({
      projectId: 'local',
      networks: [
        localChain({ id: 31337, name: 'Anvil A', rpcUrl: 'http://127.0.0.1:8545' }),
        localChain({ id: 31338, name: 'Anvil B', rpcUrl: 'http://127.0.0.1:8546' }),
      ],
      apiUrls: {
        provider: 'http://127.0.0.1:8787',
        walletList: 'http://127.0.0.1:8787/',
        analytics: 'http://127.0.0.1:8787',
        embeddedWallet: 'http://127.0.0.1:8789/',
      },
      relayUrl: 'ws://127.0.0.1:9000',
    });
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:8787']);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'http://127.0.0.1:8787',
      'ws://127.0.0.1:9000',
      'http://127.0.0.1:8545',
      'http://127.0.0.1:8546',
    ]);
    expect(policy['frame-src']).toEqual(['http://127.0.0.1:8789']);
  });

  it('reaches no API without a project id: only the networks’ own nodes', () => {
    const policy = contentSecurityPolicy({ networks: [localChain({ id: 31337, name: 'Anvil A', rpcUrl: 'http://127.0.0.1:8545' })] });
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:8545']);
    expect(policy['frame-src']).toEqual([]);
  });
});
