'use client';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CodeInput } from '../../components/Field/CodeInput';
import { ErrorMessage, Field } from '../../components/Field/Field';
import { TextInput } from '../../components/Field/TextInput';
import { Heading } from '../../components/Heading';
import { MailCheckGlyph, MailGlyph } from '../../components/Icon/glyphs';
import { Icon } from '../../components/Icon/Icon';
import { Muted, PrimaryButton, SecondaryButton, Stack } from '../../components/layout';
import { emailMessages } from '../../i18n/english/email';
import { errorsMessages } from '../../i18n/english/errors';
import { useMessages } from '../../i18n/useMessages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCurrentView } from '../../store/slices/modalSlice';
import type { CodePurpose } from './emailActions';
import { EMAIL_LOGIN } from './emailLoginTimings';
import {
  codeResendRequested,
  codeSubmitted,
  deviceWaitRequested,
  loginRequested,
  problemCleared,
  selectCodeResent,
  selectEmailProblem,
  selectEmailStep,
  updateRequested,
} from './emailSlice';

/** The view's texts, with the errors and alerts its notices may name. */
const texts = { ...emailMessages, ...errorsMessages };

const centred = { alignItems: 'center', textAlign: 'center' } as const;

/** The e-mail the current view is for (its view data), or '' when opened bare. */
function useViewEmail() {
  const data = useAppSelector(selectCurrentView)?.data;
  return typeof data?.email === 'string' ? data.email : '';
}

function useProblem() {
  const { t } = useMessages(texts);
  const problem = useAppSelector(selectEmailProblem);
  return problem && t(problem.key, problem.values);
}

/**
 * An e-mail field and its button, for a login (EmailLogin) or a change of address (UpdateEmail). The login's view sends
 * the e-mail it was opened with at once: the Connect view checked it already.
 */
function EmailForm({ purpose }: { purpose: 'login' | 'update' }) {
  const dispatch = useAppDispatch();
  const { t } = useMessages(texts);
  const opened = useViewEmail();
  const [email, setEmail] = useState(purpose === 'login' ? opened : '');
  const sending = useAppSelector(selectEmailStep) === 'sending';
  const problem = useProblem();
  const request = (address: string) =>
    dispatch(purpose === 'login' ? loginRequested({ email: address }) : updateRequested({ email: address }));
  const sentOnOpen = useRef(false);

  // Once, with the address the view was opened with.
  useEffect(() => {
    if (purpose !== 'login' || !opened || sentOnOpen.current) return;
    sentOnOpen.current = true;
    dispatch(loginRequested({ email: opened }));
  }, [dispatch, opened, purpose]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() !== '') request(email.trim());
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack $gap={16}>
        <Field label={t(purpose === 'login' ? 'connect.emailLabel' : 'email.newEmailLabel')} error={problem}>
          {(control) => (
            <TextInput
              {...control}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (problem) dispatch(problemCleared());
              }}
            />
          )}
        </Field>
        <PrimaryButton type="submit" disabled={sending || email.trim() === ''}>
          <Icon glyph={MailGlyph} />
          {sending ? t('email.sending') : t('email.continue')}
        </PrimaryButton>
      </Stack>
    </form>
  );
}

/** EmailLogin (docs/behaviour.md#embedded-wallet): sends the e-mail; the answer decides the next view. */
export function EmailLoginView() {
  return <EmailForm purpose="login" />;
}

/** UpdateEmail: the new address; a code then goes to the current one. */
export function UpdateEmailView() {
  return <EmailForm purpose="update" />;
}

const PURPOSES: readonly CodePurpose[] = ['login', 'updatePrimary', 'updateSecondary'];

/** EmailVerifyOtp: the mailed code, six boxes; sent once complete, the problem cleared as the user types again. */
export function EmailVerifyOtpView() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(texts);
  const email = useViewEmail();
  const data = useAppSelector(selectCurrentView)?.data;
  const purpose = PURPOSES.find((candidate) => candidate === data?.purpose) ?? 'login';
  // What was typed for this code: the second code of an e-mail change starts empty, not with the first.
  const [entered, setEntered] = useState({ purpose, code: '' });
  const code = entered.purpose === purpose ? entered.code : '';
  const step = useAppSelector(selectEmailStep);
  const resent = useAppSelector(selectCodeResent);
  const problem = useProblem();
  const problemId = useId();

  function change(value: string) {
    setEntered({ purpose, code: value });
    if (problem || resent) dispatch(problemCleared());
    if (/^\d+$/.test(value) && value.length === EMAIL_LOGIN.codeLength) dispatch(codeSubmitted({ email, otp: value, purpose }));
  }

  return (
    <Stack $gap={16} style={centred}>
      <Icon glyph={MailCheckGlyph} size={40} />
      <Stack $gap={4}>
        <Heading>{t('email.enterCode')}</Heading>
        <Muted>{purpose === 'updatePrimary' ? t('email.codeSentToCurrent') : t('email.codeSentTo', { email })}</Muted>
      </Stack>
      <CodeInput
        length={EMAIL_LOGIN.codeLength}
        value={code}
        onChange={change}
        label={t('email.codeLabel')}
        digitLabel={(position) => t('email.codeDigit', { position, count: EMAIL_LOGIN.codeLength })}
        describedBy={problem ? problemId : undefined}
        invalid={problem !== undefined}
        disabled={step === 'verifying'}
      />
      <div aria-live="polite">
        {problem && (
          <ErrorMessage id={problemId} role="alert">
            {problem}
          </ErrorMessage>
        )}
        {step === 'verifying' && <Muted>{t('email.verifying')}</Muted>}
        {resent && <Muted>{t('email.codeResent')}</Muted>}
      </div>
      <SecondaryButton type="button" disabled={step !== undefined} onClick={() => dispatch(codeResendRequested({ email, purpose }))}>
        {t('email.resendCode')}
      </SecondaryButton>
    </Stack>
  );
}

/** EmailVerifyDevice: waits for the user to follow the link mailed to approve this device; a failed wait is asked again. */
export function EmailVerifyDeviceView() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(texts);
  const email = useViewEmail();
  const problem = useProblem();
  const waiting = useAppSelector(selectEmailStep) === 'waitingForDevice';

  useEffect(() => {
    if (email) dispatch(deviceWaitRequested({ email }));
  }, [dispatch, email]);

  return (
    <Stack $gap={16} style={centred}>
      <Icon glyph={MailCheckGlyph} size={40} />
      <Stack $gap={4} aria-live="polite">
        <Heading>{t('email.approveDevice')}</Heading>
        <Muted>{t('email.deviceLinkSent', { email })}</Muted>
        {problem && <ErrorMessage role="alert">{problem}</ErrorMessage>}
      </Stack>
      {problem && !waiting && email && (
        <PrimaryButton type="button" onClick={() => dispatch(deviceWaitRequested({ email }))}>
          {t('common.tryAgain')}
        </PrimaryButton>
      )}
    </Stack>
  );
}
