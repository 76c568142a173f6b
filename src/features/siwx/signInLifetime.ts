/** How long a sign-in of the ready sign-ins lasts by default (ours). */
export const SIGN_IN_LIFETIME_MS = 24 * 60 * 60_000;
