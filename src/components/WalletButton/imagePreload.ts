/** A logo loads hidden for at most this long before the initials show in its place (docs/behaviour.md#account). */
export const IMAGE_PRELOAD_CAP_MS = 2_000;
