'use client';

import { useEffect } from 'react';
import { styled } from 'styled-components';
import { WALLET_CONNECT_CONNECTOR_ID } from '../../../adapters/walletConnect/connector';
import type { WalletLinks } from '../../../adapters/walletConnect/walletLinks';
import { FailedState } from '../../../components/FailedState/FailedState';
import { ErrorMessage } from '../../../components/Field/Field';
import { Heading } from '../../../components/Heading';
import { BrandIcon } from '../../../components/Icon/BrandIcon';
import { CopyGlyph } from '../../../components/Icon/glyphs';
import { Icon } from '../../../components/Icon/Icon';
import { Muted, SecondaryButton, Stack } from '../../../components/layout';
import { PlaceholderRows } from '../../../components/Placeholder/Placeholder';
import { QrCode } from '../../../components/QrCode/QrCode';
import { WalletImage } from '../../../components/WalletButton/WalletImage';
import { connectingMessages } from '../../../i18n/english/connecting';
import { errorsMessages } from '../../../i18n/english/errors';
import { useMessages } from '../../../i18n/useMessages';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  connectRequested,
  selectConnectError,
  selectConnectionStatus,
  selectPairing,
  selectPendingConnectorId,
  walletLinkRequested,
} from '../../../store/slices/connectionSlice';
import { selectCurrentView } from '../../../store/slices/modalSlice';
import { selectPlatform } from '../../../store/slices/optionsSlice';
import { useCopyText } from '../../alerts/parts';
import { useGetWalletsQuery } from '../../wallets/parts';

/** The view's texts, with the errors and alerts its notices may name. */
const texts = { ...connectingMessages, ...errorsMessages };

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
`;

/** The catalogue wallet the view was opened for, with its links (fetched by id, so a reload keeps it). */
function usePickedWallet(): { wallet: WalletLinks | undefined; imageId: string | undefined; settled: boolean } {
  const { t } = useMessages(texts);
  const data = useAppSelector(selectCurrentView)?.data;
  const walletId = typeof data?.walletId === 'string' ? data.walletId : undefined;
  const name = typeof data?.name === 'string' ? data.name : undefined;
  const { data: page, isFetching } = useGetWalletsQuery({ page: 1, entries: 1, include: walletId ? [walletId] : [] }, { skip: !walletId });
  if (!walletId) return { wallet: undefined, imageId: undefined, settled: true };
  const entry = page?.data.find((candidate) => candidate.id === walletId);
  return {
    wallet: entry ?? { id: walletId, name: name ?? t('connecting.yourWallet') },
    imageId: entry?.image_id ?? undefined,
    settled: !isFetching,
  };
}

/**
 * ConnectingWalletConnect (docs/behaviour.md#walletconnect): the pairing URI as a QR code (the picked wallet's logo in the middle)
 * and as a link to copy; the wallet's own app (mobile deep link, desktop app, web app) when the catalogue
 * gives one that is safe to open; a way to try again after the wallet declines. An expiring URI is
 * replaced by the pairing listeners while this view is open.
 */
export function ConnectingWalletConnectView() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(texts);
  const copy = useCopyText();
  const { wallet, imageId, settled } = usePickedWallet();
  const platform = useAppSelector(selectPlatform);
  const pairing = useAppSelector(selectPairing);
  const status = useAppSelector(selectConnectionStatus);
  const pendingId = useAppSelector(selectPendingConnectorId);
  const error = useAppSelector(selectConnectError);
  const waiting = status === 'connecting' && pendingId === WALLET_CONNECT_CONNECTOR_ID;
  const request = () => dispatch(connectRequested({ connectorId: WALLET_CONNECT_CONNECTOR_ID, wallet }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: one attempt per picked wallet, once its links are known
  useEffect(() => {
    if (settled) request();
  }, [settled, wallet?.id]);

  const name = wallet?.name ?? 'WalletConnect';
  const declined = error !== undefined && !waiting;
  const appLink = platform.isMobile ? wallet?.mobile_link : wallet?.desktop_link;
  const showQr = !platform.isMobile || !wallet?.mobile_link;

  if (declined) {
    return (
      <Stack $gap={16} style={{ alignItems: 'center', textAlign: 'center' }}>
        <WalletImage name={name} imageId={imageId} size={80} />
        <FailedState
          title={t('common.connectionDeclined')}
          message={t(error.key, error.values)}
          retryLabel={t('common.tryAgain')}
          onRetry={request}
          takeFocus
        />
      </Stack>
    );
  }
  return (
    <Stack $gap={16} style={{ alignItems: 'center', textAlign: 'center' }}>
      {showQr &&
        (pairing.uri ? (
          <QrCode
            value={pairing.uri}
            label={t('connecting.qrCodeLabel', { name })}
            logo={wallet ? <WalletImage name={name} imageId={imageId} size={44} /> : <BrandIcon brand="walletConnect" size={44} />}
          />
        ) : (
          <PlaceholderRows count={1} label={t('connecting.creatingQrCode')} />
        ))}
      <Stack $gap={4}>
        {wallet && <Heading>{t('connecting.continueIn', { name })}</Heading>}
        <Muted>
          {showQr ? (wallet ? t('connecting.scanWith', { name }) : t('connecting.scanWithPhone')) : t('connecting.acceptIn', { name })}
        </Muted>
      </Stack>
      {pairing.linkError && <ErrorMessage role="alert">{t(pairing.linkError.key, pairing.linkError.values)}</ErrorMessage>}
      <Actions>
        {appLink && (
          <SecondaryButton
            type="button"
            disabled={!pairing.uri}
            onClick={() => dispatch(walletLinkRequested({ kind: platform.isMobile ? 'mobile' : 'desktop' }))}
          >
            {t('connecting.open', { name })}
          </SecondaryButton>
        )}
        {wallet?.webapp_link && (
          <SecondaryButton type="button" disabled={!pairing.uri} onClick={() => dispatch(walletLinkRequested({ kind: 'webapp' }))}>
            {t('connecting.openWebApp')}
          </SecondaryButton>
        )}
        <SecondaryButton type="button" disabled={!pairing.uri} onClick={() => pairing.uri && copy(pairing.uri, 'link')}>
          <Icon glyph={CopyGlyph} size={16} />
          {t('common.copyLink')}
        </SecondaryButton>
      </Actions>
    </Stack>
  );
}
