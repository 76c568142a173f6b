/** How long typing must pause before the name's availability and suggestions are asked for (docs/behaviour.md#names). */
export const NAME_SUGGESTIONS_WAIT_MS = 300;
