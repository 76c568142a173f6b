'use client';

import { useEffect } from 'react';
import { FailedState } from '../../../components/FailedState/FailedState';
import { Heading } from '../../../components/Heading';
import { Muted, Stack } from '../../../components/layout';
import { WalletImage } from '../../../components/WalletButton/WalletImage';
import { connectingMessages } from '../../../i18n/english/connecting';
import { errorsMessages } from '../../../i18n/english/errors';
import { useMessages } from '../../../i18n/useMessages';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  connectRequested,
  selectConnectError,
  selectConnectionStatus,
  selectPendingConnectorId,
} from '../../../store/slices/connectionSlice';
import { selectConnectorById } from '../../../store/slices/connectorsSlice';
import { selectCurrentView } from '../../../store/slices/modalSlice';

/** The view's texts, with the errors and alerts its notices may name. */
const texts = { ...connectingMessages, ...errorsMessages };

/**
 * ConnectingExternal (docs/behaviour.md#connecting): the wallet's own prompt is open (extension, announced or external
 * wallet); this view waits for it, and offers to try again after a refusal.
 */
export function ConnectingExternalView() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(texts);
  const data = useAppSelector(selectCurrentView)?.data;
  const connectorId = typeof data?.connectorId === 'string' ? data.connectorId : '';
  const connector = useAppSelector((state) => selectConnectorById(state, connectorId));
  const status = useAppSelector(selectConnectionStatus);
  const pendingId = useAppSelector(selectPendingConnectorId);
  const error = useAppSelector(selectConnectError);
  const name = connector?.name ?? (typeof data?.name === 'string' ? data.name : t('connecting.yourWallet'));
  const waiting = status === 'connecting' && pendingId === connectorId;

  useEffect(() => {
    if (connectorId) dispatch(connectRequested({ connectorId }));
  }, [dispatch, connectorId]);

  return (
    <Stack $gap={16} style={{ alignItems: 'center', textAlign: 'center' }}>
      <WalletImage name={name} imageUrl={connector?.imageUrl} imageId={connector?.imageId} size={80} />
      {error && !waiting ? (
        <FailedState
          title={t('common.connectionDeclined')}
          message={t(error.key, error.values)}
          retryLabel={t('common.tryAgain')}
          onRetry={() => dispatch(connectRequested({ connectorId }))}
          takeFocus
        />
      ) : (
        <Stack $gap={4} aria-live="polite">
          <Heading>{t('connecting.continueIn', { name })}</Heading>
          <Muted>{t('connecting.acceptInWallet')}</Muted>
        </Stack>
      )}
    </Stack>
  );
}
