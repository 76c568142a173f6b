import { type ChainConnector, mergeConnectorsByName } from '../../model/connector';
import { connectorForNamespace } from '../../model/namespaceConnectors';

const phantom = (chain: ChainConnector['chain'], id: string): ChainConnector => ({
  id,
  name: 'Phantom',
  type: 'ANNOUNCED',
  chain,
  info: { rdns: 'app.phantom' },
  installed: true,
});

describe('connectors merged by name across chains', () => {
  it('makes one MULTI_CHAIN entry of the same wallet on several chains, keeping each member', () => {
    const evm = { ...phantom('eip155', 'app.phantom'), imageUrl: 'https://example.com/phantom.png' };
    const solana = phantom('solana', 'phantom-solana');
    const [merged, other] = mergeConnectorsByName([
      evm,
      { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' },
      solana,
    ]);
    expect(merged).toMatchObject({
      id: 'multichain:phantom',
      name: 'Phantom',
      type: 'MULTI_CHAIN',
      installed: true,
      connectors: [evm, solana],
    });
    expect(merged?.imageUrl).toBe('https://example.com/phantom.png');
    expect(other).toMatchObject({ id: 'io.metamask', type: 'ANNOUNCED' });
    expect(connectorForNamespace(merged as NonNullable<typeof merged>, 'solana')).toBe(solana);
    expect(connectorForNamespace(merged as NonNullable<typeof merged>, 'bip122')).toBe(evm);
  });

  it('leaves a wallet on one chain as it is, even when found twice under one name', () => {
    const injected: ChainConnector = { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' };
    expect(mergeConnectorsByName([injected])).toEqual([injected]);
    expect(mergeConnectorsByName([phantom('eip155', 'a'), phantom('eip155', 'b')])).toEqual([phantom('eip155', 'a')]);
  });
});
