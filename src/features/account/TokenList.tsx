import { styled } from 'styled-components';
import { Muted } from '../../components/layout';
import { RowColumn, RowList } from '../../components/RowList';
import { WalletImage } from '../../components/WalletButton/WalletImage';
import type { Balance } from '../../model/balance';
import { useAppSelector } from '../../store/hooks';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork } from '../../store/slices/chainSlice';
import { displayBalance, formatUsd } from '../../utils/units';
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
  const quantity = displayBalance(balance.quantity.numeric, balance.symbol, testnet);
  return (
    <Row aria-label={`${balance.name}: ${quantity}`}>
      <WalletImage name={balance.symbol} imageUrl={balance.iconUrl} imageId={balance.symbol} imageKind="token" size={36} />
      <RowColumn>
        <Primary>{balance.name}</Primary>
        <Secondary>{quantity}</Secondary>
      </RowColumn>
      <RowColumn $end>
        <Primary>{testnet ? formatUsd(0) : formatUsd(balanceValue(balance))}</Primary>
        <Secondary>{balance.price > 0 ? `${formatUsd(balance.price)} each` : 'No price'}</Secondary>
      </RowColumn>
    </Row>
  );
}

/** The Tokens tab (docs/behaviour.md#account): the active network's tokens, most valuable first, with quantity, value and price. */
export function TokenList() {
  const tokenBalance = useAppSelector((state) => selectActiveAccount(state)?.tokenBalance);
  const testnet = useAppSelector((state) => selectActiveNetwork(state)?.testnet ?? false);
  const balances = sortBalances(tokenBalance ?? []);
  if (balances.length === 0) return <Muted>No tokens to show on this network.</Muted>;
  return (
    <List aria-label="Tokens">
      {balances.map((balance) => (
        <TokenRow key={balance.address ?? `${balance.chainId}:native`} balance={balance} testnet={testnet} />
      ))}
    </List>
  );
}
