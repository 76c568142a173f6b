import { createSelector } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { styled } from 'styled-components';
import { Muted, PrimaryButton, SecondaryButton, Stack, TextInput } from '../../components/layout';
import { WalletImage } from '../../components/WalletButton/WalletImage';
import { supportsOn } from '../../constants';
import { ErrorText } from '../../errors';
import type { Balance } from '../../model/balance';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork } from '../../store/slices/chainSlice';
import { viewPushed } from '../../store/slices/modalSlice';
import {
  amountChanged,
  maxAmountRequested,
  receiverEntered,
  type SendToken,
  selectSendState,
  sendRequested,
  tokenSelected,
} from '../../store/slices/sendSlice';
import type { WalletModalState } from '../../store/types';
import { isAddress, truncateAddress } from '../../utils/address';
import { isSafeImageSource } from '../../utils/links';
import { formatBalance, formatUsd, isDecimalString } from '../../utils/units';
import { namesApi } from '../names/namesApi';
import { amountProblem, checkSendForm, isReceiverName, profileAddress, sendTokenOf } from './sendRules';

const ErrorMessage = styled.p`
  margin: 0;
  color: var(--wm-error);
  font-size: 14px;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 8px;
  font-weight: 600;
`;

const FieldLabel = styled.label`
  font-weight: 600;
`;

const TokenOption = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 12px;
  border: 1px solid var(--wm-border);
  border-radius: 14px;
  cursor: pointer;
  &:has(input:checked) {
    border-color: var(--wm-accent);
  }
  input {
    margin: 0;
  }
`;

const Grow = styled.span`
  flex: 1;
  display: flex;
  flex-direction: column;
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
`;

const Avatar = styled.img`
  width: 28px;
  height: 28px;
  border-radius: 50%;
  object-fit: cover;
`;

const Summary = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 12px 16px;
  dt {
    color: var(--wm-fg-muted);
  }
  dd {
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: 4px;
    overflow-wrap: anywhere;
  }
`;

/** The active account's tokens on the active network: what the picker offers. */
const selectSendableBalances = createSelector(
  [(state: WalletModalState) => selectActiveAccount(state)?.tokenBalance, selectActiveNetwork],
  (balances, network) => (balances ?? []).filter((balance) => balance.chainId === network?.caipNetworkId),
);

const tokenKey = (token: { address?: string; symbol: string }) => token.address ?? `native:${token.symbol}`;

/** The amount's worth in USD at the token's price, when both are known (numbers show 2 decimals). */
function usdValue(amount: string | undefined, price: number): string | undefined {
  if (!amount || !isDecimalString(amount) || price <= 0) return undefined;
  return formatUsd(Number(amount) * price);
}

/** Where the lookup of a typed name stands, read from the profile API's cache the send listener fills. */
function useNameLookup(name: string | undefined): 'resolving' | 'failed' | 'resolved' | undefined {
  const entry = namesApi.endpoints.getProfileByName.useQueryState(name ?? skipToken);
  if (name === undefined) return undefined;
  // `currentData` and `isFetching`, not `data` and `isLoading`: those carry over the previous name's answer.
  if (entry.isUninitialized || entry.isFetching) return 'resolving';
  return profileAddress(entry.currentData) === undefined ? 'failed' : 'resolved';
}

function TokenPicker({ selected, onSelect }: { selected: SendToken | undefined; onSelect: (balance: Balance) => void }) {
  const balances = useAppSelector(selectSendableBalances);
  const group = useId();
  return (
    <Fieldset>
      <Legend>Token</Legend>
      {balances.length === 0 && <Muted>No tokens to send on this network.</Muted>}
      {balances.map((balance) => (
        <TokenOption key={tokenKey(balance)}>
          <input
            type="radio"
            name={group}
            checked={selected !== undefined && tokenKey(selected) === tokenKey(balance)}
            onChange={() => onSelect(balance)}
          />
          <WalletImage name={balance.symbol} imageUrl={balance.iconUrl} imageId={balance.symbol} imageKind="token" size={28} />
          <Grow>
            <span>{balance.symbol}</span>
            <Muted as="span">{balance.name}</Muted>
          </Grow>
          <span>{formatBalance(balance.quantity.numeric)}</span>
        </TokenOption>
      ))}
    </Fieldset>
  );
}

/** A receiver's name with its avatar; the avatar only from a source that cannot run script. */
function ProfileName({ name, imageUrl }: { name: string; imageUrl: string | undefined }) {
  return (
    <>
      {isSafeImageSource(imageUrl) && <Avatar src={imageUrl} alt={`Avatar of ${name}`} />}
      <span>{name}</span>
    </>
  );
}

function ReceiverProfile({ name, imageUrl, address }: { name: string; imageUrl: string | undefined; address: string }) {
  return (
    <Row role="group" aria-label="Receiver">
      <ProfileName name={name} imageUrl={imageUrl} />
      <Muted as="span" title={address}>
        {truncateAddress(address)}
      </Muted>
    </Row>
  );
}

/** Send (docs/behaviour.md#send): choose a token, an amount and a receiver (address or name), then preview. */
export function WalletSendView() {
  const dispatch = useAppDispatch();
  const send = useAppSelector(selectSendState);
  const network = useAppSelector(selectActiveNetwork);
  // The field keeps what the user typed; the form holds the receiver's address once it is known.
  const [receiverText, setReceiverText] = useState(() => send.receiverProfileName ?? send.receiverAddress ?? '');
  const [previewTried, setPreviewTried] = useState(false);
  const typedName =
    network && supportsOn('names', network.chainNamespace) && isReceiverName(receiverText.trim()) ? receiverText.trim() : undefined;
  const nameLookup = useNameLookup(typedName);
  const ids = useId();
  const address = useAppSelector(selectActiveAccount)?.address;
  const nativeBalance = useAppSelector(selectSendableBalances).find((balance) => balance.address === undefined);
  // Most sends move the network's own currency: it is chosen until the user picks another token.
  useEffect(() => {
    if (!send.token && nativeBalance) dispatch(tokenSelected(sendTokenOf(nativeBalance)));
  }, [send.token, nativeBalance, dispatch]);
  if (!network || !address) return <Muted>Connect a wallet to send.</Muted>;
  if (!supportsOn('send', network.chainNamespace)) return <Muted>{ErrorText.unsupportedChain}</Muted>;

  const checked = checkSendForm(send, network);
  const receiverUnreadable =
    receiverText.trim() !== '' && typedName === undefined && !isAddress(receiverText.trim(), network.chainNamespace);
  // Amount problems show as the user types; missing fields once a preview was asked for (docs/behaviour.md#send).
  const message =
    (send.sendTokenAmount ? amountProblem(send.sendTokenAmount, send.token) : undefined) ??
    (nameLookup === 'failed' ? ErrorText.errorResolvingName : undefined) ??
    (previewTried && receiverUnreadable ? ErrorText.invalidReceiver : undefined) ??
    (previewTried && 'problem' in checked ? checked.problem : undefined);
  const messageId = `${ids}-message`;
  const amountInUsd = send.token && usdValue(send.sendTokenAmount, send.token.price);

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
    <form aria-label="Send" noValidate onSubmit={preview}>
      <Stack $gap={16}>
        <TokenPicker selected={send.token} onSelect={(balance) => dispatch(tokenSelected(sendTokenOf(balance)))} />
        <Stack $gap={8}>
          <FieldLabel htmlFor={`${ids}-amount`}>Amount</FieldLabel>
          <Row>
            <TextInput
              id={`${ids}-amount`}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.0"
              value={send.sendTokenAmount ?? ''}
              aria-describedby={message ? messageId : undefined}
              onChange={(event) => dispatch(amountChanged(event.target.value || undefined))}
            />
            <SecondaryButton type="button" disabled={!send.token} onClick={() => dispatch(maxAmountRequested())}>
              Max
            </SecondaryButton>
          </Row>
          {send.token && (
            <Muted>
              Balance: {formatBalance(send.token.quantity.numeric, send.token.symbol)}
              {amountInUsd && ` · ${amountInUsd}`}
            </Muted>
          )}
        </Stack>
        <Stack $gap={8}>
          <FieldLabel htmlFor={`${ids}-receiver`}>To</FieldLabel>
          <TextInput
            id={`${ids}-receiver`}
            autoComplete="off"
            spellCheck={false}
            placeholder="Address or name.reown.id"
            value={receiverText}
            aria-describedby={message ? messageId : undefined}
            onChange={(event) => enterReceiver(event.target.value)}
          />
          {send.receiverAddress && send.receiverProfileName && (
            <ReceiverProfile name={send.receiverProfileName} imageUrl={send.receiverProfileImageUrl} address={send.receiverAddress} />
          )}
          {nameLookup === 'resolving' && <Muted role="status">Resolving {typedName}…</Muted>}
        </Stack>
        {message && (
          <ErrorMessage id={messageId} role="alert">
            {message}
          </ErrorMessage>
        )}
        <PrimaryButton type="submit">Preview send</PrimaryButton>
      </Stack>
    </form>
  );
}

/** The send preview (docs/behaviour.md#send): what will be sent, to whom, on which network; Send shows loading while it runs. */
export function WalletSendPreviewView() {
  const dispatch = useAppDispatch();
  const send = useAppSelector(selectSendState);
  const network = useAppSelector(selectActiveNetwork);
  if (!network) return <Muted>{ErrorText.unsupportedChain}</Muted>;
  const checked = checkSendForm(send, network);
  if ('problem' in checked) return <ErrorMessage role="alert">{checked.problem}</ErrorMessage>;

  const { token, receiver } = checked.draft;
  const amount = `${send.sendTokenAmount} ${token.symbol}`;
  const usd = usdValue(send.sendTokenAmount, token.price);
  return (
    <Stack $gap={16}>
      <Summary role="group" aria-label="Transfer">
        <dt>Send</dt>
        <dd>
          <span>{amount}</span>
          {usd && <Muted as="span">{usd}</Muted>}
        </dd>
        <dt>To</dt>
        <dd>
          {send.receiverProfileName && (
            <Row>
              <ProfileName name={send.receiverProfileName} imageUrl={send.receiverProfileImageUrl} />
            </Row>
          )}
          <code>{receiver}</code>
        </dd>
        <dt>Network</dt>
        <dd>{network.name}</dd>
      </Summary>
      <PrimaryButton type="button" disabled={send.loading} aria-busy={send.loading} onClick={() => dispatch(sendRequested())}>
        {send.loading ? 'Sending…' : 'Send'}
      </PrimaryButton>
    </Stack>
  );
}
