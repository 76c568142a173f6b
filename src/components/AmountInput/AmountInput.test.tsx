import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Field } from '../Field/Field';
import { AmountInput } from './AmountInput';

/** An amount field as a form holds it: `undefined` when empty; Max fills in `max` when there is one. */
function AmountField({ max, error, onAmount }: { max?: string; error?: string; onAmount?: (amount: string | undefined) => void }) {
  const [amount, setAmount] = useState<string>();
  const change = (next: string | undefined) => {
    setAmount(next);
    onAmount?.(next);
  };
  return (
    <Field label="Amount" error={error}>
      {(control) => (
        <AmountInput
          {...control}
          placeholder="0.0"
          value={amount}
          onChange={change}
          maxLabel="Max"
          onMax={max === undefined ? undefined : () => change(max)}
        />
      )}
    </Field>
  );
}

describe('<AmountInput>', () => {
  it('asks phones for a decimal keypad, with no autofill, and keeps the text as typed', async () => {
    render(<AmountField />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('placeholder', '0.0');
    await userEvent.type(input, '1.5x');
    expect(input).toHaveValue('1.5x');
  });

  it('reports an emptied box as no amount', async () => {
    const reported: (string | undefined)[] = [];
    render(<AmountField onAmount={(amount) => reported.push(amount)} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '2');
    await userEvent.clear(input);
    expect(reported).toEqual(['2', undefined]);
    expect(input).toHaveValue('');
  });

  it('fills in the most with Max, and offers no Max before there is one', async () => {
    const { unmount } = render(<AmountField />);
    expect(screen.getByRole('button', { name: 'Max' })).toBeDisabled();
    unmount();
    render(<AmountField max="0.75" />);
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.75');
  });

  it("takes its field's label and error", () => {
    render(<AmountField error="Insufficient funds" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Insufficient funds');
  });
});
