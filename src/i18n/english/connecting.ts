/** English: connecting to a wallet. */
export const connectingMessages = {
  'connecting.yourWallet': 'your wallet',
  'connecting.continueIn': 'Continue in {name}',
  'connecting.acceptInWallet': 'Accept the connection request in the wallet.',
  'connecting.acceptIn': 'Accept the connection request in {name}.',
  'connecting.qrCodeLabel': '{name} QR code',
  'connecting.creatingQrCode': 'Creating the QR code',
  'connecting.scanWith': 'Scan this QR code with {name}.',
  'connecting.scanWithPhone': "Scan this QR code with your phone's wallet.",
  'connecting.open': 'Open {name}',
  'connecting.openWebApp': 'Open web app',
  'connecting.allWallets': 'All wallets',
} as const;
