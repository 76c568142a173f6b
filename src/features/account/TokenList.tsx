'use client';

import { styled } from 'styled-components';
import { Muted } from '../../components/layout';
import { RowList } from '../../components/RowList';
import { TokenRow } from '../../components/TokenRow/TokenRow';
import { accountMessages } from '../../i18n/english/account';
import { useFormat, useMessages } from '../../i18n/useMessages';
import type { Balance } from '../../model/balance';
import { useAppSelector } from '../../store/hooks';
import { selectActiveNetwork } from '../../store/slices/chainSlice';
import { displayBalance } from '../../utils/decimalText';
import { balanceValue, sortBalances } from './tokenBalances';
import { selectActiveTokenBalances } from './tokenBalancesApi';

const List = styled(RowList)`
  gap: 4px;
`;

function TokenBalanceRow({ balance, testnet }: { balance: Balance; testnet: boolean }) {
  const { t } = useMessages(accountMessages);
  const { numbers, usd } = useFormat();
  const quantity = numbers(displayBalance(balance.quantity.numeric, balance.symbol, testnet));
  return (
    <TokenRow
      label={t('tokens.row', { name: balance.name, quantity })}
      symbol={balance.symbol}
      iconUrl={balance.iconUrl}
      title={balance.name}
      detail={quantity}
      end={usd(testnet ? 0 : balanceValue(balance))}
      endDetail={balance.price > 0 ? t('tokens.each', { price: usd(balance.price) }) : t('tokens.noPrice')}
    />
  );
}

/** The Tokens tab (docs/behaviour.md#account): the active network's tokens, most valuable first, with quantity, value and price. */
export function TokenList() {
  const tokenBalance = useAppSelector(selectActiveTokenBalances);
  const testnet = useAppSelector((state) => selectActiveNetwork(state)?.testnet ?? false);
  const { t } = useMessages(accountMessages);
  const balances = sortBalances(tokenBalance ?? []);
  if (balances.length === 0) return <Muted>{t('tokens.none')}</Muted>;
  return (
    <List aria-label={t('tokens.list')}>
      {balances.map((balance) => (
        <TokenBalanceRow key={balance.address ?? `${balance.chainId}:native`} balance={balance} testnet={testnet} />
      ))}
    </List>
  );
}
