/** How long the modal shakes on a refused close (docs/behaviour.md#limits). */
export const SHAKE_MS = 500;
