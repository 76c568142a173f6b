/** Where the wallet modal's state sits in the host's store. */
export const REDUCER_PATH = 'walletModal';
