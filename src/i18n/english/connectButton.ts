/**
 * The English texts of the Connect button, on the host's page before the modal. Its own module so that the first load
 * carries these and not the whole catalogue, which comes with the modal's chunk.
 */
export const connectButtonMessages = {
  'connectButton.connect': 'Connect Wallet',
  'connectButton.connecting': 'Connecting…',
} as const;
