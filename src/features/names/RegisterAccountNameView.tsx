'use client';

import { skipToken } from '@reduxjs/toolkit/query/react';
import { type FormEvent, useId, useState } from 'react';
import { Field } from '../../components/Field/Field';
import { IdentifierInput } from '../../components/Field/TextInput';
import { Muted, PrimaryButton, Stack } from '../../components/layout';
import { PlaceholderRows } from '../../components/Placeholder/Placeholder';
import { RowList } from '../../components/RowList';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { ListButton } from '../../components/WalletButton/WalletButton';
import { errorsMessages } from '../../i18n/english/errors';
import { namesMessages } from '../../i18n/english/names';
import { useMessages } from '../../i18n/useMessages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsModalLoading } from '../../store/slices/modalSlice';
import { NAME_SUFFIX } from '../../utils/nameSuffixes';
import { isValidName, nameLabel } from '../../utils/names';
import { nameRegistrationRequested } from './nameActions';
import { NAME_SUGGESTIONS_WAIT_MS } from './nameSuggestions';
import { namesApi } from './namesApi';

/** The view's texts, with the errors and alerts its notices may name. */
const texts = { ...namesMessages, ...errorsMessages };

/** Whether the name is free: the profile API knows no such name (404), knows it (taken), or could not tell (failed). */
function useAvailability(name: string | undefined): 'checking' | 'available' | 'taken' | 'failed' | undefined {
  const entry = namesApi.endpoints.getProfileByName.useQuery(name ?? skipToken);
  if (name === undefined) return undefined;
  if (entry.isFetching) return 'checking';
  if (entry.currentData) return 'taken';
  return entry.error && 'status' in entry.error && entry.error.status === 404 ? 'available' : 'failed';
}

/**
 * Choose Name (docs/behaviour.md#names): the label typed, checked against the rule at once and against the registered
 * names once typing pauses, with suggestions; Register starts the registration.
 */
export function RegisterAccountNameView() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(texts);
  const loading = useAppSelector(selectIsModalLoading);
  const suggestionsHeading = useId();
  const [label, setLabel] = useState('');
  const typed = label.trim().toLowerCase();
  const settled = useDebouncedValue(typed, NAME_SUGGESTIONS_WAIT_MS);
  const valid = isValidName(typed);
  const name = valid && settled === typed ? `${typed}${NAME_SUFFIX}` : undefined;
  const availability = useAvailability(name);
  const suggestions = namesApi.endpoints.getNameSuggestions.useQuery(settled ? settled : skipToken);
  const offered = (suggestions.currentData ?? []).filter((suggestion) => !suggestion.registered && suggestion.name !== name);

  const register = (event: FormEvent) => {
    event.preventDefault();
    if (name && availability === 'available') dispatch(nameRegistrationRequested(name));
  };
  const ruleBroken = typed !== '' && !valid;
  const status = {
    checking: t('names.checking', { name: name ?? '' }),
    available: t('names.available', { name: name ?? '' }),
    taken: t('names.taken', { name: name ?? '' }),
    failed: t('error.errorResolvingName'),
  }[availability ?? 'checking'];

  return (
    <form aria-label={t('names.form')} noValidate onSubmit={register}>
      <Stack $gap={16}>
        <Muted>{t('names.explain')}</Muted>
        <Field
          label={t('names.label')}
          hint={t('names.suffixHint', { suffix: NAME_SUFFIX })}
          error={ruleBroken ? t('names.rule') : availability === 'taken' ? status : undefined}
        >
          {(control) => (
            <IdentifierInput
              {...control}
              placeholder={t('names.placeholder')}
              value={label}
              onChange={(event) => setLabel(nameLabel(event.target.value))}
            />
          )}
        </Field>
        {(availability === 'checking' || availability === 'available') && <Muted role="status">{status}</Muted>}
        {availability === 'failed' && <Muted role="alert">{status}</Muted>}
        {settled !== '' && suggestions.isFetching && <PlaceholderRows count={2} label={t('names.loadingSuggestions')} />}
        {suggestions.isError && !suggestions.isFetching && <Muted role="alert">{t('error.errorFetchingNameSuggestions')}</Muted>}
        {!suggestions.isFetching && offered.length > 0 && (
          <Stack $gap={8}>
            <Muted as="h3" id={suggestionsHeading}>
              {t('names.suggestions')}
            </Muted>
            <RowList aria-labelledby={suggestionsHeading}>
              {offered.map((suggestion) => (
                <li key={suggestion.name}>
                  <ListButton type="button" dir="ltr" onClick={() => setLabel(nameLabel(suggestion.name))}>
                    {suggestion.name}
                  </ListButton>
                </li>
              ))}
            </RowList>
          </Stack>
        )}
        <PrimaryButton type="submit" disabled={availability !== 'available' || loading} aria-busy={loading}>
          {t('names.register')}
        </PrimaryButton>
      </Stack>
    </form>
  );
}
