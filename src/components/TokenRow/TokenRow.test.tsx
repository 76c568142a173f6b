import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RowList } from '../RowList';
import { TokenRow } from './TokenRow';

/** Two tokens to choose from, ETH chosen first. */
function Picker() {
  const [chosen, setChosen] = useState('ETH');
  return (
    <>
      {['ETH', 'USDC'].map((symbol) => (
        <TokenRow
          key={symbol}
          symbol={symbol}
          title={symbol}
          detail={symbol === 'ETH' ? 'Ether' : 'USD Coin'}
          end="1"
          choice={{ group: 'token', checked: chosen === symbol, onChoose: () => setChosen(symbol) }}
        />
      ))}
    </>
  );
}

describe('<TokenRow>', () => {
  it('is a list item named as a whole, showing the token, its detail and its amount', () => {
    render(
      <RowList aria-label="Tokens">
        <TokenRow label="Ether, 1.5 ETH" symbol="ETH" title="Ether" detail="1.5 ETH" end="$4,500.00" endDetail="$3,000.00 each" />
      </RowList>,
    );
    const row = within(screen.getByRole('list', { name: 'Tokens' })).getByRole('listitem', { name: 'Ether, 1.5 ETH' });
    expect(row).toHaveTextContent('Ether1.5 ETH$4,500.00$3,000.00 each');
  });

  it('as a choice, is a radio named by what the row shows, chosen by a click anywhere on the row', async () => {
    render(<Picker />);
    expect(screen.getByRole('radio', { name: 'ETH Ether 1' })).toBeChecked();
    await userEvent.click(screen.getByText('USD Coin'));
    expect(screen.getByRole('radio', { name: 'USDC USD Coin 1' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'ETH Ether 1' })).not.toBeChecked();
  });
});
