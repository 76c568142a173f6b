import { Muted, SecondaryButton, Stack } from '../../components/layout';
import { QrCode } from '../../components/QrCode/QrCode';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectActiveAccount } from '../account/accountSlice';
import { toastRequested } from '../alerts/alertsSlice';
import { selectActiveNamespace, selectAllNetworks } from '../chain/chainSlice';

/** Receive: the address as text and as a QR code, a copy button and the networks it works on. */
export default function ReceiveView() {
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectActiveAccount);
  const namespace = useAppSelector(selectActiveNamespace);
  const networks = useAppSelector(selectAllNetworks).filter((network) => network.chainNamespace === namespace);
  const address = account?.address;
  if (!address) return <Muted>Connect a wallet to receive funds.</Muted>;

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      dispatch(toastRequested('success', 'Address copied'));
    } catch {
      dispatch(toastRequested('error', 'Could not copy the address'));
    }
  }

  return (
    <Stack $gap={16} style={{ alignItems: 'center' }}>
      <QrCode value={address} label={`QR code of ${address}`} />
      <code style={{ wordBreak: 'break-all', textAlign: 'center' }}>{address}</code>
      <SecondaryButton type="button" onClick={() => copy(address)}>
        Copy address
      </SecondaryButton>
      <Muted>Works on: {networks.map((network) => network.name).join(', ')}</Muted>
    </Stack>
  );
}
