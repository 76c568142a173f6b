import type { DevWallet } from 'redux-wallet-modal/dev-wallet';

const shortAddress = (address: string) => `${address.slice(0, 8)}…${address.slice(-4)}`;

/** The Dev Wallet's account select, shared by the host page's wallet window and the /wallet page. */
export function AccountPicker({ wallet, index, onChange }: { wallet: DevWallet; index: number; onChange: (index: number) => void }) {
  return (
    <label>
      Account{' '}
      <select
        value={index}
        onChange={(event) => {
          const selected = Number(event.target.value);
          wallet.selectAccount(selected);
          onChange(selected);
        }}
      >
        {wallet.addresses.map((address, position) => (
          <option key={address} value={position}>
            {position}: {shortAddress(address)}
            {wallet.solana && ` · ${shortAddress(wallet.solana.addresses[position] as string)}`}
          </option>
        ))}
      </select>
    </label>
  );
}
