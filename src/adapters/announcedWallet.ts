import { isSafeImageSource } from '../utils/links';
import { z } from '../utils/zod';

// What a wallet says of itself in the page (an EIP-6963 announcement, a Wallet Standard registration) is untrusted page
// input, checked here the same way for every family (docs/behaviour.md#connecting).

/** A wallet's name: 1 to 64 characters once trimmed; shown as text, never as markup. */
export const walletNameSchema = () => z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

/** A wallet's icon as announced: at most 200 000 characters (an inline image fits). */
export const walletIconSchema = () => z.string().check(z.maxLength(200_000));

/** The icon to show: only an image source that cannot run script (`javascript:` and the like are dropped). */
export const safeWalletImage = (icon: string | undefined) => (isSafeImageSource(icon) ? icon : undefined);
