/** How long a success or error toast stays (docs/behaviour.md#limits; ours). Loading toasts stay until replaced. */
export const TOAST_DURATION_MS = 2_500;
/** The pause between one toast leaving and the next one showing (docs/behaviour.md#limits). */
export const TOAST_SWAP_MS = 150;
