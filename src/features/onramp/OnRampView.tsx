'use client';

import { skipToken } from '@reduxjs/toolkit/query/react';
import { type FormEvent, Fragment, useId, useState } from 'react';
import { AmountInput } from '../../components/AmountInput/AmountInput';
import { ChoiceGroup } from '../../components/Field/ChoiceGroup';
import { ErrorMessage, Field } from '../../components/Field/Field';
import { Heading } from '../../components/Heading';
import { Inline } from '../../components/Inline';
import { Muted, PrimaryButton, SecondaryButton, Stack } from '../../components/layout';
import { PlaceholderRows } from '../../components/Placeholder/Placeholder';
import { RowList } from '../../components/RowList';
import { Summary } from '../../components/Summary';
import { TokenRow } from '../../components/TokenRow/TokenRow';
import { errorsMessages } from '../../i18n/english/errors';
import { onrampMessages } from '../../i18n/english/onramp';
import type { Notice } from '../../i18n/notice';
import { useFormat, useMessages } from '../../i18n/useMessages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork, selectActiveNetworkSupports } from '../../store/slices/chainSlice';
import { selectCurrentView } from '../../store/slices/modalSlice';
import { isDecimalString } from '../../utils/units';
import { historyApi, selectActivityTarget } from '../history/parts';
import { purchaseRequested } from './onrampActions';
import { isFallbackQuote, type OnrampQuote, useGetOnrampOptionsQuery, useGetOnrampQuoteQuery } from './onrampApi';
import {
  amountLimitsOf,
  onrampNetworkOf,
  PRESET_AMOUNTS,
  paymentAmountProblem,
  paymentCurrenciesOf,
  purchaseCurrenciesOn,
} from './onrampRules';
import { type Purchase, purchaseDismissed, selectPurchase } from './onrampSlice';

/** The view's texts, with the errors and alerts its notices may name. */
const texts = { ...onrampMessages, ...errorsMessages };

/** The providers and the fees they charge, as shown (docs/behaviour.md#onramp). */
const PROVIDER_FEES = [
  { provider: 'Coinbase', fee: '1-2%' },
  { provider: 'Meld', fee: '1-2%' },
] as const;

function QuoteSummary({ quote }: { quote: OnrampQuote }) {
  const { t } = useMessages(texts);
  const { numbers } = useFormat();
  const money = ({ amount, currency }: { amount: string; currency: string }) => numbers(`${amount} ${currency}`);
  const estimated = isFallbackQuote(quote);
  return (
    <Stack $gap={8}>
      <Summary label={t('onramp.quote')}>
        <dt>{t('onramp.providerFee')}</dt>
        <dd>{money(quote.coinbaseFee)}</dd>
        <dt>{t('onramp.networkFee')}</dt>
        <dd>{money(quote.networkFee)}</dd>
        <dt>{t('onramp.subtotal')}</dt>
        <dd>{money(quote.paymentSubtotal)}</dd>
        <dt>{t('onramp.total')}</dt>
        <dd>{money(quote.paymentTotal)}</dd>
        {!estimated && (
          <>
            <dt>{t('onramp.youGet')}</dt>
            <dd>{money(quote.purchaseAmount)}</dd>
          </>
        )}
      </Summary>
      {estimated && <Muted>{t('onramp.quoteUnavailable')}</Muted>}
    </Stack>
  );
}

/** The on-ramp's own Activity for the active account on its network (eip155), asked again past every cache each time it is shown. */
function RecentPurchases() {
  const { t } = useMessages(texts);
  const { numbers, dateTime } = useFormat();
  const target = useAppSelector(selectActivityTarget);
  const history = historyApi.endpoints.getHistoryPage.useQuery(target ? { ...target, onramp: 'coinbase' } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const received = (history.currentData?.transactions ?? [])
    .flatMap((transaction) =>
      transaction.transfers.filter((transfer) => transfer.direction === 'in').map((transfer) => ({ transaction, transfer })),
    )
    .slice(0, 3);
  if (received.length === 0) return null;
  return (
    <RowList aria-label={t('onramp.recentPurchases')}>
      {received.map(({ transaction, transfer }) => {
        const symbol = transfer.fungible_info?.symbol ?? '';
        return (
          <TokenRow
            key={`${transaction.id}:${symbol}`}
            symbol={symbol}
            iconUrl={transfer.fungible_info?.icon?.url}
            title={symbol}
            detail={dateTime(transaction.metadata.minedAt)}
            end={numbers(transfer.quantity.numeric)}
          />
        );
      })}
    </RowList>
  );
}

/** A purchase under way or done: Buy in progress until the balance changes, then its success. */
function PurchaseState({ purchase }: { purchase: Exclude<Purchase, { status: 'failed' }> }) {
  const dispatch = useAppDispatch();
  const { t } = useMessages(texts);
  const { numbers } = useFormat();
  const { symbol } = purchase.order;
  if (purchase.status === 'arrived') {
    return (
      <Stack $gap={16}>
        <Stack $gap={4} role="status">
          <Heading>{t('onramp.arrivedTitle')}</Heading>
          <Muted>{t('onramp.arrived', { amount: numbers(purchase.received), symbol })}</Muted>
        </Stack>
        <RecentPurchases />
        <SecondaryButton type="button" onClick={() => dispatch(purchaseDismissed())}>
          {t('onramp.buyMore')}
        </SecondaryButton>
      </Stack>
    );
  }
  return (
    <Stack $gap={16}>
      <Stack $gap={4} role="status" aria-busy="true">
        <Heading>{t('onramp.inProgressTitle')}</Heading>
        <Muted>{purchase.status === 'opening' ? t('onramp.opening') : t('onramp.inProgress', { symbol })}</Muted>
      </Stack>
      <SecondaryButton type="button" onClick={() => dispatch(purchaseDismissed())}>
        {t('onramp.startOver')}
      </SecondaryButton>
    </Stack>
  );
}

/**
 * Buy (docs/behaviour.md#onramp): what to buy on the active network, what to pay with and how much, the quote with
 * every fee; Continue opens the provider's page. Opened from Pay, it presets the currency and amount Pay misses.
 */
export default function OnRampView() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(texts);
  const { numbers } = useFormat();
  const ids = useId();
  const network = useAppSelector(selectActiveNetwork);
  const account = useAppSelector(selectActiveAccount);
  const buys = useAppSelector((state) => selectActiveNetworkSupports(state, 'onramp'));
  const purchase = useAppSelector(selectPurchase);
  const preset = useAppSelector(selectCurrentView)?.data;
  const options = useGetOnrampOptionsQuery();
  const [chosenSymbol, setChosenSymbol] = useState<string | undefined>(typeof preset?.symbol === 'string' ? preset.symbol : undefined);
  const [paymentId, setPaymentId] = useState<string>('USD');
  const [amount, setAmount] = useState<string | undefined>(typeof preset?.fiatAmount === 'string' ? preset.fiatAmount : undefined);

  const onrampNetwork = network && onrampNetworkOf(network);
  const currencies =
    options.data && network && onrampNetwork ? purchaseCurrenciesOn(options.data, onrampNetwork, network.nativeCurrency.symbol) : [];
  const currency = currencies.find((candidate) => candidate.symbol === chosenSymbol) ?? currencies[0];
  const payments = options.data ? paymentCurrenciesOf(options.data) : [];
  const payment = payments.find((candidate) => candidate.id === paymentId) ?? payments[0];
  const limits = payment && amountLimitsOf(payment);
  const amountProblem: Notice | undefined = amount && limits && payment ? paymentAmountProblem(amount, limits, payment.id) : undefined;
  const quoteArgs =
    currency && payment && amount && !amountProblem && onrampNetwork
      ? { purchaseCurrency: currency.symbol, paymentCurrency: payment.id, amount, network: onrampNetwork }
      : skipToken;
  const quote = useGetOnrampQuoteQuery(quoteArgs);

  if (!network || !account?.caipAddress) return <Muted>{t('onramp.connect')}</Muted>;
  if (!buys) return <Muted>{t('error.unsupportedChain')}</Muted>;
  if (purchase && purchase.status !== 'failed' && purchase.order.caipAddress === account.caipAddress)
    return <PurchaseState purchase={purchase} />;
  if (options.isLoading) return <PlaceholderRows count={3} label={t('onramp.loading')} />;

  const cryptoAmount = typeof preset?.cryptoAmount === 'string' && preset.symbol === currency?.symbol ? preset.cryptoAmount : undefined;
  const quoted = quote.currentData;
  const purchaseAmount =
    quoted && !isFallbackQuote(quoted) && isDecimalString(quoted.purchaseAmount.amount) ? quoted.purchaseAmount.amount : undefined;
  const failure = purchase?.status === 'failed' && purchase.order.caipAddress === account.caipAddress ? purchase.reason : undefined;
  const messageId = `${ids}-message`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!currency || !payment || !amount || amountProblem || !onrampNetwork || !account.caipAddress) return;
    dispatch(
      purchaseRequested({
        caipAddress: account.caipAddress,
        onrampNetwork,
        symbol: currency.symbol,
        paymentCurrency: payment.id,
        fiatAmount: amount,
        cryptoAmount: cryptoAmount ?? purchaseAmount,
      }),
    );
  };

  return (
    <form aria-label={t('onramp.form')} noValidate onSubmit={submit}>
      <Stack $gap={16}>
        {currencies.length === 0 ? (
          <Muted>{t('onramp.nothingToBuy', { network: network.name })}</Muted>
        ) : (
          <ChoiceGroup legend={t('onramp.youBuy')}>
            {currencies.map((candidate) => (
              <TokenRow
                key={candidate.id}
                symbol={candidate.symbol}
                title={candidate.symbol}
                detail={candidate.name}
                choice={{ group: `${ids}-buy`, checked: candidate === currency, onChoose: () => setChosenSymbol(candidate.symbol) }}
              />
            ))}
          </ChoiceGroup>
        )}
        <ChoiceGroup legend={t('onramp.youPay')}>
          {payments.map((candidate) => (
            <TokenRow
              key={candidate.id}
              symbol={candidate.id}
              imageKind="currency"
              title={candidate.id}
              detail={t('onramp.limits', {
                card: numbers(`${candidate.limits.card.min}–${candidate.limits.card.max}`),
                bank: numbers(`${candidate.limits.bankAccount.min}–${candidate.limits.bankAccount.max}`),
              })}
              choice={{ group: `${ids}-pay`, checked: candidate === payment, onChoose: () => setPaymentId(candidate.id) }}
            />
          ))}
        </ChoiceGroup>
        <Field
          label={t('onramp.amount', { currency: payment?.id ?? '' })}
          error={amountProblem && t(amountProblem.key, amountProblem.values)}
        >
          {(control) => (
            <Stack $gap={8}>
              <AmountInput {...control} placeholder="0.00" value={amount} onChange={setAmount} />
              <Inline role="group" aria-label={t('onramp.presets')}>
                {PRESET_AMOUNTS.map((value) => (
                  <SecondaryButton key={value} type="button" aria-pressed={amount === value} onClick={() => setAmount(value)}>
                    {numbers(`${value} ${payment?.id ?? ''}`)}
                  </SecondaryButton>
                ))}
              </Inline>
            </Stack>
          )}
        </Field>
        {quoted && !amountProblem && <QuoteSummary quote={quoted} />}
        <Summary label={t('onramp.providers')}>
          {PROVIDER_FEES.map(({ provider, fee }) => (
            <Fragment key={provider}>
              <dt>{provider}</dt>
              <dd>{fee}</dd>
            </Fragment>
          ))}
        </Summary>
        {failure && (
          <ErrorMessage id={messageId} role="alert">
            {t(failure.key, failure.values)}
          </ErrorMessage>
        )}
        <PrimaryButton
          type="submit"
          disabled={!currency || !amount || amountProblem !== undefined}
          aria-describedby={failure ? messageId : undefined}
        >
          {t('onramp.continue')}
        </PrimaryButton>
      </Stack>
    </form>
  );
}
