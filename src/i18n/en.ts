import { accountMessages } from './english/account';
import { allWalletsMessages } from './english/allWallets';
import { connectButtonMessages } from './english/connectButton';
import { connectingMessages } from './english/connecting';
import { emailMessages } from './english/email';
import { errorsMessages } from './english/errors';
import { helpMessages } from './english/help';
import { historyMessages } from './english/history';
import { modalMessages } from './english/modal';
import { namesMessages } from './english/names';
import { networksMessages } from './english/networks';
import { onrampMessages } from './english/onramp';
import { payMessages } from './english/pay';
import { receiveMessages } from './english/receive';
import { sendMessages } from './english/send';
import { sessionsMessages } from './english/sessions';
import { signInMessages } from './english/signIn';
import { socialsMessages } from './english/socials';
import { swapMessages } from './english/swap';

/**
 * The English catalogue: the source of every key, in ICU message syntax (see format.ts). The product's fixed
 * texts (`error.*`, `alert.*`) are taken from their definitions (errors/, alerts/), which the thrown errors and the log
 * read too. Its texts are written in parts (english/), one for the modal's first open and one for each other view or
 * group of views: code speaks through the parts it shows (`useMessages(part)`), so a view's English comes with the
 * view's chunk. This whole catalogue is what the locale files translate and what the tests check.
 */
export const en = {
  ...connectButtonMessages,
  ...modalMessages,
  ...errorsMessages,
  ...connectingMessages,
  ...emailMessages,
  ...allWalletsMessages,
  ...accountMessages,
  ...historyMessages,
  ...networksMessages,
  ...receiveMessages,
  ...sendMessages,
  ...swapMessages,
  ...signInMessages,
  ...helpMessages,
  ...socialsMessages,
  ...onrampMessages,
  ...payMessages,
  ...namesMessages,
  ...sessionsMessages,
} as const;

export type MessageKey = keyof typeof en;
/** A whole catalogue, as English is. */
export type Messages = Record<MessageKey, string>;
/**
 * A locale file: what it translates, and no key English lacks. English fills the rest where it is shown
 * (`translator`, useMessages.ts); the catalogue test lists each locale's missing keys.
 */
export type LocaleMessages = Partial<Messages>;
