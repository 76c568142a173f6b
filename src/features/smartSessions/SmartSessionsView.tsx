'use client';

import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { FailedState } from '../../components/FailedState/FailedState';
import { Muted, SecondaryButton, Stack } from '../../components/layout';
import { PlaceholderRows } from '../../components/Placeholder/Placeholder';
import { RowColumn, RowDetail, RowList, RowTitle, SurfaceRow } from '../../components/RowList';
import { sessionsMessages } from '../../i18n/english/sessions';
import { useFormat, useMessages } from '../../i18n/useMessages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNamespace } from '../../store/slices/chainSlice';
import { selectIsModalLoading } from '../../store/slices/modalSlice';
import { selectFeatures } from '../../store/slices/optionsSlice';
import { smartSessionRevokeRequested } from './sessionActions';
import { type SmartSession, sessionsApi } from './sessionsApi';

function SessionRow({ session, revoking, onRevoke }: { session: SmartSession; revoking: boolean | 'other'; onRevoke: () => void }) {
  const { t } = useMessages(sessionsMessages);
  const { dateTime, list } = useFormat();
  const app = session.project.name;
  return (
    <SurfaceRow>
      <RowColumn>
        <RowTitle>{app}</RowTitle>
        {session.project.url && <RowDetail dir="ltr">{session.project.url}</RowDetail>}
        <RowDetail>{t('sessions.permissions', { types: list(session.permissions.map((permission) => permission.type)) })}</RowDetail>
        <RowDetail>{t('sessions.expires', { date: dateTime(session.expiry * 1000) })}</RowDetail>
      </RowColumn>
      <SecondaryButton
        type="button"
        aria-label={t('sessions.revokeLabel', { app })}
        disabled={revoking !== false}
        aria-busy={revoking === true}
        onClick={onRevoke}
      >
        {revoking === true ? t('sessions.revoking') : t('sessions.revoke')}
      </SecondaryButton>
    </SurfaceRow>
  );
}

/**
 * Smart Sessions (docs/behaviour.md#smart-sessions): the sessions the active EVM account granted, with their permissions
 * and expiry, each with Revoke.
 */
export function SmartSessionsView() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(sessionsMessages);
  const namespace = useAppSelector(selectActiveNamespace);
  const address = useAppSelector((state) => selectActiveAccount(state)?.address);
  const loading = useAppSelector(selectIsModalLoading);
  const enabled = useAppSelector((state) => selectFeatures(state).smartSessions);
  const [revoking, setRevoking] = useState<string>();
  const account = enabled && namespace === 'eip155' ? address : undefined;
  const sessions = sessionsApi.endpoints.getSmartSessions.useQuery(account ?? skipToken);

  if (!enabled) return <Muted>{t('sessions.off')}</Muted>;
  if (!account) return <Muted>{t('common.noWalletConnected')}</Muted>;
  if (sessions.isError && !sessions.isFetching) {
    return <FailedState message={t('sessions.failed')} retryLabel={t('common.retry')} onRetry={() => void sessions.refetch()} takeFocus />;
  }
  if (!sessions.data) return <PlaceholderRows count={2} label={t('sessions.loading')} />;
  if (sessions.data.length === 0) return <Muted role="status">{t('sessions.none')}</Muted>;
  return (
    <Stack $gap={8}>
      <RowList aria-label={t('sessions.list')}>
        {sessions.data.map((session) => (
          <SessionRow
            key={session.pci}
            session={session}
            revoking={loading ? revoking === session.pci || 'other' : false}
            onRevoke={() => {
              setRevoking(session.pci);
              dispatch(smartSessionRevokeRequested({ pci: session.pci }));
            }}
          />
        ))}
      </RowList>
    </Stack>
  );
}
