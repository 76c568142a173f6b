'use client';

import { Heading } from '../../components/Heading';
import { Muted, PrimaryButton, Stack } from '../../components/layout';
import { PlaceholderRows } from '../../components/Placeholder/Placeholder';
import { namesMessages } from '../../i18n/english/names';
import { useMessages } from '../../i18n/useMessages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCurrentView, selectIsModalLoading, viewsReset } from '../../store/slices/modalSlice';

/**
 * Name Registered (docs/behaviour.md#names): shown as soon as the registration starts, asking for the signature while
 * the modal is loading, then saying the name is the account's.
 */
export function RegisterAccountNameSuccessView() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(namesMessages);
  const loading = useAppSelector(selectIsModalLoading);
  const data = useAppSelector(selectCurrentView)?.data;
  const name = typeof data?.name === 'string' ? data.name : '';
  if (loading) {
    return (
      <Stack $gap={16}>
        <Heading>{t('names.signHeading')}</Heading>
        <Muted>{t('names.signExplain', { name })}</Muted>
        <PlaceholderRows count={1} label={t('names.registering', { name })} />
      </Stack>
    );
  }
  return (
    <Stack $gap={16}>
      <Stack $gap={4} role="status">
        <Heading dir="ltr">{name}</Heading>
        <Muted>{t('names.registered', { name })}</Muted>
      </Stack>
      <PrimaryButton type="button" onClick={() => dispatch(viewsReset({ view: 'Account' }))}>
        {t('names.backToAccount')}
      </PrimaryButton>
    </Stack>
  );
}
