/** English: receive. */
export const receiveMessages = {
  'receive.connect': 'Connect a wallet to receive funds.',
  'receive.qrCodeLabel': 'QR code of {address}',
  'receive.worksOn': 'Works on: {networks}',
} as const;
