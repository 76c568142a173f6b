// A module of its own, so the address stays out of the first load with the chain reads that use it.

/** Multicall3's address, the same on every chain it is deployed to (the local dev chains included): reads issued together go through it. */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11';
