'use client';

import { CopyGlyph } from '../../components/Icon/glyphs';
import { Icon } from '../../components/Icon/Icon';
import { Muted, SecondaryButton, Stack } from '../../components/layout';
import { QrCode } from '../../components/QrCode/QrCode';
import { receiveMessages } from '../../i18n/english/receive';
import { useFormat, useMessages } from '../../i18n/useMessages';
import { useAppSelector } from '../../store/hooks';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNamespace, selectAllNetworks } from '../../store/slices/chainSlice';
import { useCopyText } from '../alerts/parts';

/** Receive: the address as text and as a QR code, a copy button and the networks it works on. */
export default function ReceiveView() {
  const copy = useCopyText();
  const { t } = useMessages(receiveMessages);
  const { list } = useFormat();
  const account = useAppSelector(selectActiveAccount);
  const namespace = useAppSelector(selectActiveNamespace);
  const networks = useAppSelector(selectAllNetworks).filter((network) => network.chainNamespace === namespace);
  const address = account?.address;
  if (!address) return <Muted>{t('receive.connect')}</Muted>;

  return (
    <Stack $gap={16} style={{ alignItems: 'center' }}>
      <QrCode value={address} label={t('receive.qrCodeLabel', { address })} />
      <code dir="ltr" style={{ wordBreak: 'break-all', textAlign: 'center' }}>
        {address}
      </code>
      <SecondaryButton type="button" onClick={() => copy(address, 'address')}>
        <Icon glyph={CopyGlyph} size={16} />
        {t('common.copyAddress')}
      </SecondaryButton>
      <Muted>{t('receive.worksOn', { networks: list(networks.map((network) => network.name)) })}</Muted>
    </Stack>
  );
}
