import { styled } from 'styled-components';
import { Muted } from '../../components/layout';
import { RowColumn, RowList } from '../../components/RowList';
import { WalletImage } from '../../components/WalletButton/WalletImage';
import { useFormat, useMessages } from '../../i18n/useMessages';
import type { Balance } from '../../model/balance';
import { useAppSelector } from '../../store/hooks';
import { selectActiveNetwork } from '../../store/slices/chainSlice';
import { displayBalance } from '../../utils/units';
import { selectActiveTokenBalances } from './accountSelectors';
import { balanceValue, sortBalances } from './tokenBalances';

const List = styled(RowList)`
  gap: 4px;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 4px;
`;

const Primary = styled.span`
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Secondary = styled.span`
  color: var(--wm-fg-muted);
  font-size: 13px;
`;

function TokenRow({ balance, testnet }: { balance: Balance; testnet: boolean }) {
  const { t } = useMessages();
  const { numbers, usd } = useFormat();
  const quantity = numbers(displayBalance(balance.quantity.numeric, balance.symbol, testnet));
  return (
    <Row aria-label={t('tokens.row', { name: balance.name, quantity })}>
      <WalletImage name={balance.symbol} imageUrl={balance.iconUrl} imageId={balance.symbol} imageKind="token" size={36} />
      <RowColumn>
        <Primary>{balance.name}</Primary>
        <Secondary>{quantity}</Secondary>
      </RowColumn>
      <RowColumn $end>
        <Primary>{usd(testnet ? 0 : balanceValue(balance))}</Primary>
        <Secondary>{balance.price > 0 ? t('tokens.each', { price: usd(balance.price) }) : t('tokens.noPrice')}</Secondary>
      </RowColumn>
    </Row>
  );
}

/** The Tokens tab (docs/behaviour.md#account): the active network's tokens, most valuable first, with quantity, value and price. */
export function TokenList() {
  const tokenBalance = useAppSelector(selectActiveTokenBalances);
  const testnet = useAppSelector((state) => selectActiveNetwork(state)?.testnet ?? false);
  const { t } = useMessages();
  const balances = sortBalances(tokenBalance ?? []);
  if (balances.length === 0) return <Muted>{t('tokens.none')}</Muted>;
  return (
    <List aria-label={t('tokens.list')}>
      {balances.map((balance) => (
        <TokenRow key={balance.address ?? `${balance.chainId}:native`} balance={balance} testnet={testnet} />
      ))}
    </List>
  );
}
