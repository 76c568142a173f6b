import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ChoiceGroup } from './ChoiceGroup';
import { Field, type FieldProps } from './Field';
import { SearchInput } from './SearchInput';
import { TextInput } from './TextInput';

function renderField(props: Omit<FieldProps, 'children'>) {
  return render(<Field {...props}>{(control) => <TextInput {...control} />}</Field>);
}

/** A code field whose error follows the value. */
function Form() {
  const [value, setValue] = useState('');
  return (
    <Field label="Code" error={/^\d*$/.test(value) ? undefined : 'Digits only'}>
      {(control) => <TextInput {...control} value={value} onChange={(event) => setValue(event.target.value)} />}
    </Field>
  );
}

describe('<Field>', () => {
  it('names its input by the label, and a click on the label focuses it', async () => {
    renderField({ label: 'E-mail' });
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await userEvent.click(screen.getByText('E-mail'));
    expect(input).toHaveFocus();
  });

  it('has the hint said with the input, and no error while the value is fine', () => {
    renderField({ label: 'Amount', hint: 'Balance: 2 ETH' });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAccessibleDescription('Balance: 2 ETH');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks the input invalid and has its visible error announced and said with it, after the hint', () => {
    renderField({ label: 'Amount', hint: 'Balance: 2 ETH', error: 'Insufficient funds' });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient funds');
    expect(screen.getByRole('alert')).toBeVisible();
    expect(input).toHaveAccessibleDescription('Balance: 2 ETH Insufficient funds');
  });

  it('has a message for the whole form said with the input too', () => {
    render(
      <>
        <Field label="To" describedBy="form-problem">
          {(control) => <TextInput {...control} />}
        </Field>
        <p id="form-problem">Enter an amount and a receiver</p>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveAccessibleDescription('Enter an amount and a receiver');
  });

  it('keeps a hidden label for screen readers', () => {
    render(
      <Field label="Search wallets" labelHidden>
        {(control) => <SearchInput {...control} placeholder="Search" />}
      </Field>,
    );
    expect(screen.getByRole('searchbox', { name: 'Search wallets' })).toHaveAttribute('placeholder', 'Search');
  });

  it('ties a new error to the input as the user fixes and breaks the value', async () => {
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.type(input, '12a');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Digits only');
    await userEvent.type(input, '{Backspace}');
    expect(input).toBeValid();
    expect(input).not.toHaveAccessibleDescription();
  });
});

describe('<ChoiceGroup>', () => {
  it('is a group named by its legend around its choices', () => {
    render(
      <ChoiceGroup legend="Token">
        <label>
          <input type="radio" name="token" /> ETH
        </label>
      </ChoiceGroup>,
    );
    expect(screen.getByRole('group', { name: 'Token' })).toContainElement(screen.getByRole('radio', { name: 'ETH' }));
  });
});
