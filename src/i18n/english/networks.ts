/** English: networks. */
export const networksMessages = {
  'networks.list': 'Networks',
  'networks.active': 'Active',
  'networks.testnet': 'Testnet',
  'networks.unsupported': "This app doesn't support your current network. Switch to an available option to continue.",
  'networks.notApproved': '{wallet} approved only some of these networks for this connection; the others cannot be picked.',
  'networks.group.eip155': 'EVM networks',
  'networks.group.solana': 'Solana',
  'networks.group.bip122': 'Bitcoin',
  'networks.group.polkadot': 'Polkadot',
  'networks.group.cosmos': 'Cosmos',
} as const;
