import { networkNotFound, projectIdNotConfigured } from '../../alerts/configuration';
import * as EmbeddedWalletAlerts from '../../alerts/embeddedWallet';
import * as ProjectAlerts from '../../alerts/project';
import * as BalanceErrors from '../../errors/balances';
import * as EmbeddedWalletErrors from '../../errors/embeddedWallet';
import { emailDependencyLoadFailed } from '../../errors/embeddedWalletLoading';
import * as NameErrors from '../../errors/names';
import * as NetworkErrors from '../../errors/network';
import { invalidDecimal } from '../../errors/numbers';
import * as SendErrors from '../../errors/send';
import * as SignInErrors from '../../errors/signIn';
import * as SwapErrors from '../../errors/swaps';
import * as WalletErrors from '../../errors/wallet';

type ErrorTexts = Readonly<Record<string, string | { readonly text: string }>>;
type TextOf<T> = T extends { readonly text: infer Text } ? Text : T;

/** A domain's error texts (errors/) as the catalogue's `error.<name>` entries: the ICU text as written there. */
function errorMessages<Texts extends ErrorTexts>(
  texts: Texts,
): { readonly [Name in keyof Texts & string as `error.${Name}`]: TextOf<Texts[Name]> } {
  return Object.fromEntries(
    Object.entries(texts).map(([name, text]) => [`error.${name}`, typeof text === 'string' ? text : text.text]),
  ) as never;
}

interface Alert {
  readonly id: string;
  readonly title: string;
  readonly description: string;
}

/** A domain's alerts (alerts/) as the catalogue's `alert.<id>.title` and `.description` entries. */
function alertMessages<Alerts extends Readonly<Record<string, Alert>>>(
  alerts: Alerts,
): { readonly [Each in Alerts[keyof Alerts] as `alert.${Each['id']}.title`]: Each['title'] } & {
  readonly [Each in Alerts[keyof Alerts] as `alert.${Each['id']}.description`]: Each['description'];
} {
  return Object.fromEntries(
    Object.values(alerts).flatMap(({ id, title, description }) => [
      [`alert.${id}.title`, title],
      [`alert.${id}.description`, description],
    ]),
  ) as never;
}

/**
 * English: the errors a view may show and the alerts, taken from their definitions (errors/, alerts/), so the English a
 * host reads in a thrown error and the one a user reads are one text. A chunk of its own: the first open carries none of
 * it; a view that shows a notice brings it, and the toast and the alert banner fetch it with the first they show.
 */
export const errorsMessages = {
  // Named, not namespaces: these modules are in the first load, which would carry the namespace objects.
  ...alertMessages({ networkNotFound, projectIdNotConfigured }),
  ...alertMessages(ProjectAlerts),
  ...alertMessages(EmbeddedWalletAlerts),
  ...errorMessages({ invalidDecimal }),
  ...errorMessages(SendErrors),
  ...errorMessages(WalletErrors),
  ...errorMessages(NetworkErrors),
  ...errorMessages(SignInErrors),
  ...errorMessages(NameErrors),
  ...errorMessages(EmbeddedWalletErrors),
  ...errorMessages({ emailDependencyLoadFailed }),
  ...errorMessages(BalanceErrors),
  ...errorMessages(SwapErrors),
};
