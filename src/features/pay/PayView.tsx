'use client';

import { ErrorMessage } from '../../components/Field/Field';
import { Muted, PrimaryButton, SecondaryButton, Stack } from '../../components/layout';
import { Summary } from '../../components/Summary';
import { errorsMessages } from '../../i18n/english/errors';
import { payMessages } from '../../i18n/english/pay';
import { useFormat, useMessages } from '../../i18n/useMessages';
import { useAppDispatch, useAppSelector, useServices } from '../../store/hooks';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork, selectAllNetworks, selectSupports } from '../../store/slices/chainSlice';
import { viewPushed } from '../../store/slices/modalSlice';
import { selectFeatures } from '../../store/slices/optionsSlice';
import { truncateAddress } from '../../utils/address';
import { formatUnits, isDecimalString, parseUnits } from '../../utils/units';
import { selectActiveTokenBalances } from '../account/parts';
import { checkTransfer, type SendToken } from '../send/parts';
import type { PaymentRequest } from './payActions';
import { paymentToken } from './payRules';
import { payPressed, selectOpenPayment } from './paySlice';

/** The view's texts, with the errors and alerts its notices may name. */
const texts = { ...payMessages, ...errorsMessages };

/** How much of `token` the account lacks to pay `amount`; undefined when it has enough. */
function missingAmount(amount: string, token: SendToken | undefined, decimals: number): string | undefined {
  if (!isDecimalString(amount)) return undefined;
  const held = token ? parseUnits(token.quantity.numeric, decimals) : 0n;
  const needed = parseUnits(amount, decimals);
  return needed > held ? formatUnits(needed - held, decimals) : undefined;
}

/** Buy what is missing: the Buy view opens with the currency and the amount (worth at least the smallest purchase). */
function BuyMissing({ symbol, missing, price }: { symbol: string; missing: string; price: number }) {
  const dispatch = useAppDispatch();
  const { t } = useMessages(texts);
  const { numbers } = useFormat();
  const fiatAmount = price > 0 ? String(Math.max(10, Math.ceil(Number(missing) * price))) : undefined;
  return (
    <SecondaryButton
      type="button"
      onClick={() =>
        dispatch(viewPushed({ view: 'OnRampProviders', data: { symbol, cryptoAmount: missing, ...(fiatAmount && { fiatAmount }) } }))
      }
    >
      {t('pay.buyMissing', { amount: numbers(missing), symbol })}
    </SecondaryButton>
  );
}

function PaymentSummary({ request, token, networkName }: { request: PaymentRequest; token: SendToken | undefined; networkName: string }) {
  const { t } = useMessages(texts);
  const { numbers, usd } = useFormat();
  const asset = token?.symbol ?? truncateAddress(request.asset);
  const value = token && token.price > 0 && isDecimalString(request.amount) ? usd(Number(request.amount) * token.price) : undefined;
  return (
    <Summary label={t('pay.payment')}>
      <dt>{t('pay.amount')}</dt>
      <dd>
        <span>{numbers(`${request.amount} ${asset}`)}</span>
        {value && <Muted as="span">{value}</Muted>}
      </dd>
      <dt>{t('pay.to')}</dt>
      <dd>
        <code dir="ltr">{request.recipient}</code>
      </dd>
      <dt>{t('pay.network')}</dt>
      <dd>{networkName}</dd>
    </Summary>
  );
}

/**
 * Pay (docs/behaviour.md#pay): what a host asks to be paid, to whom, on which network and its worth in USD; Pay sends
 * it from the connected wallet, or, when the account holds too little, Buy offers the missing amount.
 */
export default function PayView() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(texts);
  const payment = useAppSelector(selectOpenPayment);
  const account = useAppSelector(selectActiveAccount);
  const active = useAppSelector(selectActiveNetwork);
  const network = useAppSelector(selectAllNetworks).find((candidate) => candidate.caipNetworkId === payment?.request.network);
  const balances = useAppSelector(selectActiveTokenBalances);
  const { adapters } = useServices();
  const buys = useAppSelector(
    (state) => selectFeatures(state).onramp && !!network && selectSupports(state, 'onramp', network.chainNamespace),
  );
  if (!payment || !network) return <Muted>{t('pay.none')}</Muted>;
  const { request } = payment;
  const token = paymentToken(balances, request, network);
  const summary = <PaymentSummary request={request} token={token} networkName={network.name} />;
  if (payment.status === 'settled') {
    return (
      <Stack $gap={16}>
        {summary}
        <Muted role="status">{t('pay.settled')}</Muted>
      </Stack>
    );
  }
  if (!account?.address) {
    return (
      <Stack $gap={16}>
        {summary}
        <Muted>{t('pay.connect')}</Muted>
      </Stack>
    );
  }
  if (active?.caipNetworkId !== network.caipNetworkId) {
    return (
      <Stack $gap={16}>
        {summary}
        <Muted role="status">{t('pay.otherNetwork', { network: network.name })}</Muted>
      </Stack>
    );
  }
  const checked = checkTransfer(
    { amount: request.amount, receiver: request.recipient },
    token,
    network,
    adapters[network.chainNamespace]?.family,
  );
  const decimals = token ? Number(token.quantity.decimals) : request.asset === 'native' ? network.nativeCurrency.decimals : undefined;
  const missing = decimals === undefined ? undefined : missingAmount(request.amount, token, decimals);
  const symbol = token?.symbol ?? (request.asset === 'native' ? network.nativeCurrency.symbol : undefined);
  // An asset the account holds none of is short by the whole amount; a token not held has no symbol to say.
  const problem =
    'problem' in checked
      ? token || !symbol
        ? checked.problem
        : { key: 'error.insufficientFunds' as const, values: { symbol } }
      : undefined;
  const paying = payment.status === 'paying';
  return (
    <Stack $gap={16}>
      {summary}
      {problem && <ErrorMessage role="alert">{token || symbol ? t(problem.key, problem.values) : t('pay.notHeld')}</ErrorMessage>}
      {missing && symbol && buys && <BuyMissing symbol={symbol} missing={missing} price={token?.price ?? 0} />}
      <PrimaryButton type="button" disabled={paying || problem !== undefined} aria-busy={paying} onClick={() => dispatch(payPressed())}>
        {paying ? t('pay.paying') : t('pay.pay')}
      </PrimaryButton>
    </Stack>
  );
}
