import { useEffect } from 'react';
import { styled } from 'styled-components';
import { Muted, Stack } from '../../../components/layout';
import { RetryButton } from '../../../components/RetryButton/RetryButton';
import { WalletImage } from '../../../components/WalletButton/WalletImage';
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

const Heading = styled.p`
  margin: 0;
  font-weight: 600;
  font-size: 16px;
`;

/**
 * ConnectingExternal (docs/behaviour.md#connecting): the wallet's own prompt is open (extension, announced or external
 * wallet); this view waits for it, and offers to try again after a refusal.
 */
export function ConnectingExternalView() {
  const dispatch = useAppDispatch();
  const { t } = useMessages();
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
      <div aria-live="polite">
        {error && !waiting ? (
          <Stack $gap={4} role="alert">
            <Heading>{t('common.connectionDeclined')}</Heading>
            <Muted>{t(error.key, error.values)}</Muted>
          </Stack>
        ) : (
          <Stack $gap={4}>
            <Heading>{t('connecting.continueIn', { name })}</Heading>
            <Muted>{t('connecting.acceptInWallet')}</Muted>
          </Stack>
        )}
      </div>
      {error && !waiting && <RetryButton onClick={() => dispatch(connectRequested({ connectorId }))}>{t('common.tryAgain')}</RetryButton>}
    </Stack>
  );
}
