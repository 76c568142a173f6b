/** The slippage a swap tolerates, in percent (docs/behaviour.md#swaps). */
export const SLIPPAGE_TOLERANCE = 1;
