import { type SimpleIcon, siApple, siDiscord, siFacebook, siFarcaster, siGithub, siGoogle, siWalletconnect, siX } from 'simple-icons';

/** The brand marks the widget shows: the social logins and WalletConnect. */
export const BRANDS = {
  google: siGoogle,
  x: siX,
  discord: siDiscord,
  farcaster: siFarcaster,
  github: siGithub,
  apple: siApple,
  facebook: siFacebook,
  walletConnect: siWalletconnect,
} satisfies Record<string, SimpleIcon>;

export type Brand = keyof typeof BRANDS;
