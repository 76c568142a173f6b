'use client';

import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useState } from 'react';
import { AmountInput } from '../../components/AmountInput/AmountInput';
import { FailedState } from '../../components/FailedState/FailedState';
import { ChoiceGroup } from '../../components/Field/ChoiceGroup';
import { ErrorMessage, Field } from '../../components/Field/Field';
import { SearchInput } from '../../components/Field/SearchInput';
import { FlipGlyph } from '../../components/Icon/glyphs';
import { IconButton } from '../../components/IconButton/IconButton';
import { Inline } from '../../components/Inline';
import { Muted, PrimaryButton, SecondaryButton, Stack } from '../../components/layout';
import { PlaceholderRows } from '../../components/Placeholder/Placeholder';
import { Summary } from '../../components/Summary';
import { TokenRow } from '../../components/TokenRow/TokenRow';
import { WalletImage } from '../../components/WalletButton/WalletImage';
import { nativeTokenAddress, POPULAR_SWAP_TOKENS } from '../../config/swapNetworks';
import { errorsMessages } from '../../i18n/english/errors';
import { swapMessages } from '../../i18n/english/swap';
import { useFormat, useMessages } from '../../i18n/useMessages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork } from '../../store/slices/chainSlice';
import type { CaipAddress } from '../../utils/caip';
import { formatBalance, formatNumber, formatUnits } from '../../utils/units';
import { balanceApi } from '../account/parts';
import { SLIPPAGE_TOLERANCE } from './slippage';
import { amountProblem, amountUnits, minimumReceived, orderTokens, priceImpact, rateOf, sameToken, unitsOf, usdWorth } from './swapRules';
import {
  type SwapSide,
  selectQuoteArgs,
  selectSwapNetwork,
  selectSwapSides,
  selectSwapTokenChoices,
  selectSwapTokensArg,
  selectSwapUser,
} from './swapSelectors';
import {
  amountChanged,
  approveRequested,
  fromTokenSelected,
  maxAmountRequested,
  reviewClosed,
  reviewOpened,
  selectSwapFormReady,
  selectSwapState,
  swapRequested,
  tokensFlipped,
  toTokenSelected,
} from './swapSlice';
import {
  useBuildSwapTransactionQuery,
  useGetGasPriceQuery,
  useGetSwapAllowanceQuery,
  useGetSwapQuotesQuery,
  useGetSwapTokensQuery,
} from './swapsApi';

/** The view's texts, with the errors and alerts its notices may name. */
const texts = { ...swapMessages, ...errorsMessages };

type Picking = 'from' | 'to';

/** A decimal amount of `units` of a token, with 3 decimals and its symbol, in the locale's digits. */
function useAmountText() {
  const { numbers } = useFormat();
  return (units: bigint, side: Pick<SwapSide, 'token'>) =>
    numbers(formatBalance(formatUnits(units, side.token.decimals), side.token.symbol));
}

/**
 * USD prices by symbol: the account's balances give those it holds, the price API the others (the swap's tokens and the
 * native currency, `native`, which pays the fee).
 */
function usePrices(
  sides: { from: SwapSide | undefined; to: SwapSide | undefined },
  native: { address: string; symbol: string } | undefined,
) {
  const addresses = [sides.from?.token.address, sides.to?.token.address, native?.address].filter((address): address is string => !!address);
  const { currentData: prices } = balanceApi.endpoints.getFungiblePrices.useQuery(addresses.length ? { addresses } : skipToken);
  const priceBySymbol = (symbol: string | undefined) => prices?.find((price) => price.symbol === symbol)?.price;
  return {
    priceOf: (side: SwapSide | undefined) => side?.price ?? priceBySymbol(side?.token.symbol),
    nativePrice: priceBySymbol(native?.symbol),
  };
}

/** The button that shows a side's token and opens its picker. */
function TokenButton({ side, onPick }: { side: SwapSide | undefined; onPick: () => void }) {
  const { t } = useMessages(texts);
  if (!side) {
    return (
      <SecondaryButton type="button" onClick={onPick}>
        {t('swap.chooseToken')}
      </SecondaryButton>
    );
  }
  return (
    <SecondaryButton type="button" onClick={onPick} aria-label={t('swap.changeToken', { symbol: side.token.symbol })}>
      <WalletImage name={side.token.symbol} imageUrl={side.token.logoUri} imageId={side.token.symbol} imageKind="token" size={20} />
      {side.token.symbol}
    </SecondaryButton>
  );
}

/** The token list of a picker: popular tokens first, searched by name, symbol or address. */
function TokenPicker({
  picking,
  chosen,
  onChoose,
}: {
  picking: Picking;
  chosen: string | undefined;
  onChoose: (address: CaipAddress) => void;
}) {
  const { t } = useMessages(texts);
  const { numbers } = useFormat();
  const group = useId();
  const [search, setSearch] = useState('');
  const choices = useAppSelector(selectSwapTokenChoices);
  const ordered = orderTokens(
    choices.map(({ token }) => token),
    POPULAR_SWAP_TOKENS,
    search,
  );
  const balanceOf = (address: string) => choices.find(({ token }) => token.address === address)?.balance ?? '0';
  return (
    <Stack $gap={12}>
      <Field label={t('swap.search')} labelHidden>
        {(control) => (
          <SearchInput
            {...control}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('swap.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </Field>
      <ChoiceGroup legend={t(picking === 'from' ? 'swap.from' : 'swap.to')}>
        {ordered.length === 0 && <Muted>{t('swap.noTokensFound')}</Muted>}
        {ordered.map((token) => (
          <TokenRow
            key={token.address}
            symbol={token.symbol}
            iconUrl={token.logoUri}
            title={token.symbol}
            detail={token.name}
            end={numbers(formatBalance(balanceOf(token.address)))}
            choice={{ group, checked: sameToken(chosen, token.address), onChoose: () => onChoose(token.address) }}
          />
        ))}
      </ChoiceGroup>
    </Stack>
  );
}

/** The quote's numbers as terms: what the user gets, the rate, the price impact, the minimum, and at review the fee. */
function QuoteSummary({
  from,
  to,
  fromUnits,
  quoted,
  fee,
  prices,
}: {
  from: SwapSide;
  to: SwapSide;
  fromUnits: bigint;
  quoted: bigint;
  fee: { units: bigint; symbol: string; decimals: number; usd: number | undefined } | undefined;
  prices: { from: number | undefined; to: number | undefined };
}) {
  const { t } = useMessages(texts);
  const { numbers, usd } = useFormat();
  const amountText = useAmountText();
  const fromValue = usdWorth(fromUnits, from.token.decimals, prices.from);
  const toValue = usdWorth(quoted, to.token.decimals, prices.to);
  const impact = fromValue !== undefined && toValue !== undefined ? priceImpact(fromValue, toValue) : undefined;
  return (
    <Summary label={t('swap.quote')}>
      <dt>{t('swap.from')}</dt>
      <dd>
        <span>{amountText(fromUnits, from)}</span>
        {fromValue !== undefined && <Muted as="span">{usd(fromValue)}</Muted>}
      </dd>
      <dt>{t('swap.to')}</dt>
      <dd>
        <span>{amountText(quoted, to)}</span>
        {toValue !== undefined && <Muted as="span">{usd(toValue)}</Muted>}
      </dd>
      <dt>{t('swap.rate')}</dt>
      <dd>
        {numbers(
          t('swap.rateValue', {
            from: from.token.symbol,
            rate: formatNumber(rateOf(fromUnits, from.token, quoted, to.token), 6),
            to: to.token.symbol,
          }),
        )}
      </dd>
      {impact !== undefined && (
        <>
          <dt>{t('swap.priceImpact')}</dt>
          <dd>{numbers(`${formatNumber(impact)} %`)}</dd>
        </>
      )}
      <dt>{t('swap.minimumReceived')}</dt>
      <dd>
        <span>{amountText(minimumReceived(quoted), to)}</span>
        <Muted as="span">{numbers(t('swap.slippage', { percent: SLIPPAGE_TOLERANCE }))}</Muted>
      </dd>
      {fee && (
        <>
          <dt>{t('swap.networkFee')}</dt>
          <dd>
            <span>{numbers(`${formatNumber(formatUnits(fee.units, fee.decimals), 6)} ${fee.symbol}`)}</span>
            {fee.usd !== undefined && <Muted as="span">{usd(fee.usd)}</Muted>}
          </dd>
        </>
      )}
    </Summary>
  );
}

/** The form once the swap state and the network's tokens are here. */
function SwapForm() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(texts);
  const { numbers } = useFormat();
  const ids = useId();
  const [picking, setPicking] = useState<Picking>();
  const network = useAppSelector(selectSwapNetwork);
  const tokensArg = useAppSelector(selectSwapTokensArg);
  const userAddress = useAppSelector(selectSwapUser);
  const swap = useAppSelector(selectSwapState);
  const sides = useAppSelector(selectSwapSides);
  const quoteArgs = useAppSelector(selectQuoteArgs);
  const tokens = useGetSwapTokensQuery(tokensArg ?? skipToken);
  const gasPrice = useGetGasPriceQuery(tokensArg ?? skipToken);
  // `currentData`: an answer for an earlier amount or pair is never shown as this one's.
  const quote = useGetSwapQuotesQuery(quoteArgs ?? skipToken);
  const { from, to } = sides;
  const nativeAddress = network && nativeTokenAddress(network);
  const native = network && nativeAddress ? { address: nativeAddress, symbol: network.nativeCurrency.symbol } : undefined;
  const needsAllowance = from !== undefined && !from.native && userAddress !== undefined;
  const allowance = useGetSwapAllowanceQuery(
    needsAllowance ? { tokenAddress: from.token.address, userAddress } : skipToken,
    // An approve or a swap elsewhere changes it: read it again each time the form shows it.
    { refetchOnMountOrArgChange: true },
  );
  const { priceOf, nativePrice } = usePrices(sides, native);
  const fromUnits = amountUnits(swap.amount, from?.token);
  const quotedText = quote.currentData?.[0]?.toAmount;
  const quoted = quotedText === undefined ? undefined : unitsOf(quotedText);
  const allowanceShort =
    needsAllowance && fromUnits !== undefined && allowance.currentData !== undefined && unitsOf(allowance.currentData) < fromUnits;
  // At review the swap is built once to show its fee; the swap itself builds it again, fresh.
  const allowanceKnown = !needsAllowance || (allowance.currentData !== undefined && !allowanceShort);
  const buildArgs =
    swap.reviewing && from && to && userAddress && fromUnits !== undefined && allowanceKnown
      ? { amount: fromUnits.toString(), from: from.token.address, to: to.token.address, userAddress }
      : undefined;
  const built = useBuildSwapTransactionQuery(buildArgs ?? skipToken);

  // The quote is asked with the network's gas price: both answers are needed before anything can be quoted.
  if (tokens.isError || gasPrice.isError) {
    const retry = () => (tokens.isError ? tokens.refetch() : gasPrice.refetch());
    return <FailedState message={t('swap.tokensFailed')} retryLabel={t('common.retry')} onRetry={retry} />;
  }
  if (!tokens.currentData || !gasPrice.currentData) return <PlaceholderRows count={3} label={t('swap.loadingTokens')} />;

  if (picking) {
    return (
      <TokenPicker
        picking={picking}
        chosen={(picking === 'from' ? from : to)?.token.address}
        onChoose={(address) => {
          dispatch(picking === 'from' ? fromTokenSelected(address) : toTokenSelected(address));
          setPicking(undefined);
        }}
      />
    );
  }

  const problem = amountProblem(swap.amount, from?.token, from?.balance ?? '0');
  const messageId = `${ids}-message`;
  const quoteFailed = quoteArgs !== undefined && quote.isError;
  // While the amount settles, and while the first answer for it is on its way.
  const quoting = !problem && !quoteFailed && from && to && fromUnits !== undefined && quoted === undefined;
  const busy = swap.status !== 'idle';
  const gas = built.currentData?.eip155;
  const feeUnits = gas && unitsOf(gas.gas) * unitsOf(gas.gasPrice);
  const fee =
    feeUnits !== undefined && network
      ? {
          units: feeUnits,
          symbol: network.nativeCurrency.symbol,
          decimals: network.nativeCurrency.decimals,
          usd: usdWorth(feeUnits, network.nativeCurrency.decimals, nativePrice),
        }
      : undefined;

  return (
    <form aria-label={t('swap.form')} noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack $gap={16}>
        <Field
          label={t('swap.from')}
          describedBy={problem ? messageId : undefined}
          hint={from && t('swap.balance', { balance: numbers(formatBalance(from.balance, from.token.symbol)) })}
        >
          {(control) => (
            <Inline>
              <AmountInput
                {...control}
                placeholder="0.0"
                value={swap.amount}
                onChange={(amount) => dispatch(amountChanged(amount))}
                maxLabel={t('swap.max')}
                onMax={from && (() => dispatch(maxAmountRequested()))}
              />
              <TokenButton side={from} onPick={() => setPicking('from')} />
            </Inline>
          )}
        </Field>
        <Inline style={{ justifyContent: 'center' }}>
          <IconButton
            glyph={FlipGlyph}
            label={t('swap.flip')}
            disabled={!from || !to || busy}
            onClick={() => from && to && dispatch(tokensFlipped({ from: from.token.address, to: to.token.address }))}
          />
        </Inline>
        <Stack $gap={8} role="group" aria-label={t('swap.to')}>
          <Inline style={{ justifyContent: 'space-between' }}>
            <strong>{t('swap.to')}</strong>
            <TokenButton side={to} onPick={() => setPicking('to')} />
          </Inline>
          {to && <Muted>{t('swap.balance', { balance: numbers(formatBalance(to.balance, to.token.symbol)) })}</Muted>}
        </Stack>
        {problem && (
          <ErrorMessage id={messageId} role="alert">
            {t(problem.key, problem.values)}
          </ErrorMessage>
        )}
        {quoting && <Muted role="status">{t('swap.quoting')}</Muted>}
        {!problem && quoteFailed && <ErrorMessage role="alert">{t('swap.quoteFailed')}</ErrorMessage>}
        {!problem && from && to && fromUnits !== undefined && quoted !== undefined && (
          <QuoteSummary
            from={from}
            to={to}
            fromUnits={fromUnits}
            quoted={quoted}
            fee={swap.reviewing ? fee : undefined}
            prices={{ from: priceOf(from), to: priceOf(to) }}
          />
        )}
        {swap.failure && <ErrorMessage role="alert">{t(swap.failure.key, swap.failure.values)}</ErrorMessage>}
        {!problem && quoted !== undefined && from && allowanceShort && (
          <Stack $gap={8}>
            <Muted>{t('swap.approveExplain', { symbol: from.token.symbol })}</Muted>
            <PrimaryButton
              type="button"
              disabled={busy}
              aria-busy={swap.status === 'approving'}
              onClick={() => dispatch(approveRequested())}
            >
              {swap.status === 'approving' ? t('swap.approving') : t('swap.approve', { symbol: from.token.symbol })}
            </PrimaryButton>
          </Stack>
        )}
        {!problem && quoted !== undefined && !allowanceShort && !swap.reviewing && (
          <PrimaryButton
            type="button"
            disabled={needsAllowance && allowance.currentData === undefined}
            onClick={() => dispatch(reviewOpened())}
          >
            {t('swap.review')}
          </PrimaryButton>
        )}
        {!problem && quoted !== undefined && !allowanceShort && swap.reviewing && (
          <Stack $gap={8}>
            {built.isError && <ErrorMessage role="alert">{t('swap.buildFailed')}</ErrorMessage>}
            {built.currentData && (
              <PrimaryButton
                type="button"
                disabled={busy}
                aria-busy={swap.status === 'swapping'}
                onClick={() => dispatch(swapRequested({ quotedAmount: quoted.toString() }))}
              >
                {swap.status === 'swapping' ? t('swap.swapping') : t('swap.swap')}
              </PrimaryButton>
            )}
            <SecondaryButton type="button" disabled={busy} onClick={() => dispatch(reviewClosed())}>
              {t('swap.edit')}
            </SecondaryButton>
          </Stack>
        )}
      </Stack>
    </form>
  );
}

/**
 * Swap (docs/behaviour.md#swaps): the tokens to pay and to get with their balances, the amount, a quote that follows it,
 * an approve step when the exchange may not take the token yet, the review, and the swap through the wallet.
 */
export function SwapView() {
  const { t } = useMessages(texts);
  const network = useAppSelector(selectActiveNetwork);
  const swapNetwork = useAppSelector(selectSwapNetwork);
  const address = useAppSelector(selectActiveAccount)?.address;
  const ready = useAppSelector(selectSwapFormReady);
  if (!network || !address) return <Muted>{t('swap.connect')}</Muted>;
  if (!swapNetwork) return <ErrorMessage role="alert">{t('error.swapsNetworkUnsupported')}</ErrorMessage>;
  if (!ready) return <PlaceholderRows count={3} label={t('swap.loadingTokens')} />;
  return <SwapForm />;
}
