import { en, type LocaleMessages, type MessageKey } from './en';
import { formatMessage } from './format';
import { loadMessages } from './loadMessages';
import { LOCALES } from './locales';
import type { Notice, NoticeKey } from './notice';

/** The notices whose message has arguments. */
type KeyWithValues = { [K in NoticeKey]: Notice<K> extends { values: object } ? K : never }[NoticeKey];

/**
 * Values for every notice with arguments, each one distinctive so the test can find it in the text. A notice
 * added to the catalogue with arguments and without a row here fails the type check.
 */
const VALUES: { [K in KeyWithValues]: Notice<K>['values'] } = {
  'notice.dismiss': { title: 'Network Not Found' },
  'notice.sent': { amount: '0.25', symbol: 'USDC' },
  'notice.swapped': { amount: '0.5', from: 'ETH', to: 'DEMO' },
  'notice.swapApproved': { symbol: 'DUSDT' },
  'notice.swapApproving': { symbol: 'DEMO' },
  'notice.swapping': { from: 'WETH', to: 'DUSDT' },
  'notice.alreadyConnected': { name: 'Rabby' },
  'notice.linkSchemeRefused': { scheme: 'javascript:' },
  'notice.walletAnswered': { answer: 'User rejected the request.' },
  'notice.networkAnswered': { answer: 'HTTP request failed.' },
  'error.invalidDecimal': { value: '1.2.3' },
  'error.emailRetryAfter': { seconds: 37 },
  'error.tooManyDecimals': { symbol: 'USDC', decimals: 6 },
  'error.insufficientFunds': { symbol: 'WETH' },
  'error.walletOnOtherNetwork': { network: 'Arbitrum' },
  'error.sendNotConfirmed': { seconds: 25 },
  'error.transactionNotConfirmed': { seconds: 180 },
  'error.noProgrammaticSwitch': { connector: 'MetaMask' },
  'error.errorRegisteringName': { name: 'alice.reown.id' },
  'error.networkNotApproved': { wallet: 'Dev Wallet', network: 'Anvil B' },
  'notice.onrampOutOfLimits': { min: '10.00', max: '7500.00', currency: 'EUR' },
  'notice.purchaseArrived': { amount: '0.006094', symbol: 'SOL' },
  'notice.paid': { amount: '5', symbol: 'DEMO' },
  'notice.providerAnswered': { answer: 'Name alice.reown.id is already registered' },
  'notice.sessionRevoked': { app: 'Demo DEX' },
  'notice.sessionNotRevoked': { app: 'Demo Game' },
};

const isNoticeKey = (key: MessageKey): key is NoticeKey => key.startsWith('notice.') || key.startsWith('error.');
const NOTICES = (Object.keys(en) as MessageKey[])
  .filter(isNoticeKey)
  .map((key) => ({ key, values: (VALUES as Partial<Record<NoticeKey, Record<string, string | number>>>)[key] ?? {} }));

/** What is wrong with `text`, the notice `key` shown with `values`: an argument left unfilled, or a value missing. */
function problemsOf(key: NoticeKey, text: string, values: Record<string, string | number>): string[] {
  const problems = text.trim() === '' ? [`${key} is empty`] : [];
  const unfilled = /\{\s*\w+\s*[,}]/.exec(text);
  if (unfilled) problems.push(`${key} leaves ${unfilled[0]} unfilled: "${text}"`);
  for (const value of Object.values(values)) if (!text.includes(String(value))) problems.push(`${key} does not show ${value}: "${text}"`);
  return problems;
}

describe('notices in every locale', () => {
  it('are every key a toast, the connect failure, a link refusal or a send problem can carry', () => {
    expect(NOTICES.length).toBeGreaterThan(60);
    expect(NOTICES.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['notice.walletAnswered', 'error.walletRequestFailed', 'notice.sent']),
    );
  });

  it.each(LOCALES)('%s shows every notice with its values filled', async (locale) => {
    const messages: LocaleMessages = locale === 'en' ? en : await loadMessages(locale);
    // A text the locale lacks is shown in English (catalogue.test.ts lists which).
    const problems = NOTICES.flatMap(({ key, values }) => problemsOf(key, formatMessage(messages[key] ?? en[key], values, locale), values));
    expect(problems).toEqual([]);
  });
});
