import { CopyGlyph } from '../../components/Icon/glyphs';
import { Icon } from '../../components/Icon/Icon';
import { Muted, SecondaryButton, Stack } from '../../components/layout';
import { QrCode } from '../../components/QrCode/QrCode';
import { useAppSelector } from '../../store/hooks';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNamespace, selectAllNetworks } from '../../store/slices/chainSlice';
import { useCopyText } from '../alerts/useCopyText';

/** Receive: the address as text and as a QR code, a copy button and the networks it works on. */
export default function ReceiveView() {
  const copy = useCopyText();
  const account = useAppSelector(selectActiveAccount);
  const namespace = useAppSelector(selectActiveNamespace);
  const networks = useAppSelector(selectAllNetworks).filter((network) => network.chainNamespace === namespace);
  const address = account?.address;
  if (!address) return <Muted>Connect a wallet to receive funds.</Muted>;

  return (
    <Stack $gap={16} style={{ alignItems: 'center' }}>
      <QrCode value={address} label={`QR code of ${address}`} />
      <code style={{ wordBreak: 'break-all', textAlign: 'center' }}>{address}</code>
      <SecondaryButton type="button" onClick={() => copy(address, 'Address')}>
        <Icon glyph={CopyGlyph} size={16} />
        Copy address
      </SecondaryButton>
      <Muted>Works on: {networks.map((network) => network.name).join(', ')}</Muted>
    </Stack>
  );
}
