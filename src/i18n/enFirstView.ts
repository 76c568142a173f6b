/**
 * The English texts of what the host page shows first (the Connect button). Its own module so that the first load
 * carries these and not the whole catalogue, which comes with the modal's chunk.
 */
export const firstViewMessages = {
  'connectButton.connect': 'Connect Wallet',
  'connectButton.connecting': 'Connecting…',
} as const;
