'use client';

import { skipToken } from '@reduxjs/toolkit/query/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { ChainFamily } from '../../adapters/family';
import { AmountInput } from '../../components/AmountInput/AmountInput';
import { Avatar } from '../../components/Avatar/Avatar';
import { ChoiceGroup } from '../../components/Field/ChoiceGroup';
import { ErrorMessage, Field } from '../../components/Field/Field';
import { IdentifierInput } from '../../components/Field/TextInput';
import { Inline } from '../../components/Inline';
import { Muted, PrimaryButton, Stack } from '../../components/layout';
import { Summary } from '../../components/Summary';
import { TokenRow } from '../../components/TokenRow/TokenRow';
import { errorsMessages } from '../../i18n/english/errors';
import { sendMessages } from '../../i18n/english/send';
import type { Notice } from '../../i18n/notice';
import { useFormat, useMessages } from '../../i18n/useMessages';
import type { Balance } from '../../model/balance';
import { useAppDispatch, useAppSelector, useServices } from '../../store/hooks';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork, selectActiveNetworkSupports } from '../../store/slices/chainSlice';
import { viewPushed } from '../../store/slices/modalSlice';
import { truncateAddress } from '../../utils/address';
import { formatBalance, isDecimalString } from '../../utils/units';
import { namesApi } from '../names/parts';
import { amountProblem, checkSendForm, isReceiverName, profileAddress } from './sendRules';
import { selectSendableBalances, selectSendToken, tokenKey } from './sendSelectors';
import {
  amountChanged,
  maxAmountRequested,
  receiverEntered,
  type SendTokenChoice,
  selectSendState,
  sendRequested,
  tokenSelected,
} from './sendSlice';

/** The view's texts, with the errors and alerts its notices may name. */
const texts = { ...sendMessages, ...errorsMessages };

/** The amount's worth in USD at the token's price, when both are known (numbers show 2 decimals). */
function usdValue(amount: string | undefined, price: number, usd: (value: number) => string): string | undefined {
  if (!amount || !isDecimalString(amount) || price <= 0) return undefined;
  return usd(Number(amount) * price);
}

/** Where the lookup of a typed name stands, read from the profile API's cache the send listener fills. */
function useNameLookup(name: string | undefined, family: ChainFamily | undefined): 'resolving' | 'failed' | 'resolved' | undefined {
  const entry = namesApi.endpoints.getProfileByName.useQueryState(name ?? skipToken);
  if (name === undefined) return undefined;
  // `currentData` and `isFetching`, not `data` and `isLoading`: those carry over the previous name's answer.
  if (entry.isUninitialized || entry.isFetching) return 'resolving';
  return profileAddress(entry.currentData, family) === undefined ? 'failed' : 'resolved';
}

function TokenPicker({ selected, onSelect }: { selected: SendTokenChoice | undefined; onSelect: (balance: Balance) => void }) {
  const balances = useAppSelector(selectSendableBalances);
  const group = useId();
  const { t } = useMessages(texts);
  const { numbers } = useFormat();
  return (
    <ChoiceGroup legend={t('send.token')}>
      {balances.length === 0 && <Muted>{t('send.noTokens')}</Muted>}
      {balances.map((balance) => (
        <TokenRow
          key={tokenKey(balance)}
          symbol={balance.symbol}
          iconUrl={balance.iconUrl}
          title={balance.symbol}
          detail={balance.name}
          end={numbers(formatBalance(balance.quantity.numeric))}
          choice={{
            group,
            checked: selected !== undefined && tokenKey(selected) === tokenKey(balance),
            onChoose: () => onSelect(balance),
          }}
        />
      ))}
    </ChoiceGroup>
  );
}

/** A receiver's name with its avatar; the avatar only from a source that cannot run script. */
function ProfileName({ name, imageUrl }: { name: string; imageUrl: string | undefined }) {
  const { t } = useMessages(texts);
  return (
    <>
      <Avatar src={imageUrl} label={t('send.avatarOf', { name })} />
      <span>{name}</span>
    </>
  );
}

function ReceiverProfile({ name, imageUrl, address }: { name: string; imageUrl: string | undefined; address: string }) {
  const { t } = useMessages(texts);
  return (
    <Inline role="group" aria-label={t('send.receiver')}>
      <ProfileName name={name} imageUrl={imageUrl} />
      <Muted as="span" title={address} dir="ltr">
        {truncateAddress(address)}
      </Muted>
    </Inline>
  );
}

/** Send (docs/behaviour.md#send): choose a token, an amount and a receiver (address or name), then preview. */
export function WalletSendView() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(texts);
  const { numbers, usd } = useFormat();
  const send = useAppSelector(selectSendState);
  const token = useAppSelector(selectSendToken);
  const network = useAppSelector(selectActiveNetwork);
  // The field keeps what the user typed; the form holds the receiver's address once it is known.
  const [receiverText, setReceiverText] = useState(() => send.receiverProfileName ?? send.receiverAddress ?? '');
  const [previewTried, setPreviewTried] = useState(false);
  const { adapters } = useServices();
  const family = network && adapters[network.chainNamespace]?.family;
  const named = useAppSelector((state) => selectActiveNetworkSupports(state, 'names'));
  const sends = useAppSelector((state) => selectActiveNetworkSupports(state, 'send'));
  const typedName = named && isReceiverName(receiverText.trim()) ? receiverText.trim() : undefined;
  const nameLookup = useNameLookup(typedName, family);
  const ids = useId();
  const address = useAppSelector(selectActiveAccount)?.address;
  const nativeBalance = useAppSelector(selectSendableBalances).find((balance) => balance.address === undefined);
  // Most sends move the network's own currency: it is chosen until the user picks another token.
  useEffect(() => {
    if (!send.token && nativeBalance) dispatch(tokenSelected(nativeBalance));
  }, [send.token, nativeBalance, dispatch]);
  if (!network || !address) return <Muted>{t('send.connect')}</Muted>;
  if (!family || !sends) return <Muted>{t('error.unsupportedChain')}</Muted>;

  const checked = checkSendForm(send, token, network, family);
  const receiverUnreadable = receiverText.trim() !== '' && typedName === undefined && !family.isAddress(receiverText.trim());
  // Amount problems show as the user types; missing fields once a preview was asked for (docs/behaviour.md#send).
  const message: Notice | undefined =
    (send.sendTokenAmount ? amountProblem(send.sendTokenAmount, token) : undefined) ??
    (nameLookup === 'failed' ? { key: 'error.errorResolvingName' } : undefined) ??
    (previewTried && receiverUnreadable ? { key: 'error.invalidReceiver' } : undefined) ??
    (previewTried && 'problem' in checked ? checked.problem : undefined);
  const messageId = `${ids}-message`;
  const amountInUsd = token && usdValue(send.sendTokenAmount, token.price, usd);

  const preview = (event: FormEvent) => {
    event.preventDefault();
    if ('problem' in checked) setPreviewTried(true);
    else dispatch(viewPushed({ view: 'WalletSendPreview' }));
  };
  const enterReceiver = (text: string) => {
    setReceiverText(text);
    dispatch(receiverEntered(text));
  };

  return (
    <form aria-label={t('send.form')} noValidate onSubmit={preview}>
      <Stack $gap={16}>
        <TokenPicker selected={send.token} onSelect={(balance) => dispatch(tokenSelected(balance))} />
        <Field
          label={t('send.amount')}
          describedBy={message ? messageId : undefined}
          hint={
            token && (
              <>
                {t('send.balance', { balance: numbers(formatBalance(token.quantity.numeric, token.symbol)) })}
                {amountInUsd && ` · ${amountInUsd}`}
              </>
            )
          }
        >
          {(control) => (
            <AmountInput
              {...control}
              placeholder="0.0"
              value={send.sendTokenAmount}
              onChange={(amount) => dispatch(amountChanged(amount))}
              maxLabel={t('send.max')}
              onMax={token && (() => dispatch(maxAmountRequested()))}
            />
          )}
        </Field>
        <Field label={t('send.to')} describedBy={message ? messageId : undefined}>
          {(control) => (
            <>
              <IdentifierInput
                {...control}
                placeholder={t('send.receiverPlaceholder')}
                value={receiverText}
                onChange={(event) => enterReceiver(event.target.value)}
              />
              {send.receiverAddress && send.receiverProfileName && (
                <ReceiverProfile name={send.receiverProfileName} imageUrl={send.receiverProfileImageUrl} address={send.receiverAddress} />
              )}
              {nameLookup === 'resolving' && <Muted role="status">{t('send.resolving', { name: typedName ?? '' })}</Muted>}
            </>
          )}
        </Field>
        {message && (
          <ErrorMessage id={messageId} role="alert">
            {t(message.key, message.values)}
          </ErrorMessage>
        )}
        <PrimaryButton type="submit">{t('send.preview')}</PrimaryButton>
      </Stack>
    </form>
  );
}

/** The send preview (docs/behaviour.md#send): what will be sent, to whom, on which network; Send shows loading while it runs. */
export function WalletSendPreviewView() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(texts);
  const { numbers, usd: formatUsd } = useFormat();
  const send = useAppSelector(selectSendState);
  const chosen = useAppSelector(selectSendToken);
  const network = useAppSelector(selectActiveNetwork);
  const { adapters } = useServices();
  if (!network) return <Muted>{t('error.unsupportedChain')}</Muted>;
  const checked = checkSendForm(send, chosen, network, adapters[network.chainNamespace]?.family);
  if ('problem' in checked) return <ErrorMessage role="alert">{t(checked.problem.key, checked.problem.values)}</ErrorMessage>;

  const { token, receiver } = checked.draft;
  const amount = numbers(`${send.sendTokenAmount} ${token.symbol}`);
  const usd = usdValue(send.sendTokenAmount, token.price, formatUsd);
  return (
    <Stack $gap={16}>
      <Summary label={t('send.transfer')}>
        <dt>{t('send.send')}</dt>
        <dd>
          <span>{amount}</span>
          {usd && <Muted as="span">{usd}</Muted>}
        </dd>
        <dt>{t('send.to')}</dt>
        <dd>
          {send.receiverProfileName && (
            <Inline>
              <ProfileName name={send.receiverProfileName} imageUrl={send.receiverProfileImageUrl} />
            </Inline>
          )}
          <code dir="ltr">{receiver}</code>
        </dd>
        <dt>{t('send.network')}</dt>
        <dd>{network.name}</dd>
      </Summary>
      <PrimaryButton type="button" disabled={send.loading} aria-busy={send.loading} onClick={() => dispatch(sendRequested())}>
        {send.loading ? t('send.sending') : t('send.send')}
      </PrimaryButton>
    </Stack>
  );
}
