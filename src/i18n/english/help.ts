/** English: what is a wallet. */
export const helpMessages = {
  'help.walletTitle': 'A home for your digital assets',
  'help.walletBody': 'A wallet holds your crypto and collectibles, and lets you send and receive them. Only you hold its keys.',
  'help.signInTitle': 'A new way to sign in',
  'help.signInBody': 'Instead of making an account and a password for every app, connect your wallet and sign in with it.',
  'help.getWallet': 'Get a wallet',
} as const;
