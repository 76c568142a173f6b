'use client';

import { Heading } from '../../components/Heading';
import { SignInGlyph } from '../../components/Icon/glyphs';
import { IconBadge } from '../../components/Icon/IconBadge';
import { Inline } from '../../components/Inline';
import { Muted, PrimaryButton, SecondaryButton, Stack } from '../../components/layout';
import { errorsMessages } from '../../i18n/english/errors';
import { signInMessages } from '../../i18n/english/signIn';
import { useMessages } from '../../i18n/useMessages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectActiveNetwork } from '../../store/slices/chainSlice';
import { selectOptions } from '../../store/slices/optionsSlice';
import { truncateAddress } from '../../utils/address';
import { parseCaipAddress } from '../../utils/caip';
import { signInCancelled, signInRequested } from './siwxActions';
import { selectSignInAccount } from './siwxSelectors';
import { selectIsSigningIn } from './siwxSlice';

/** The view's texts, with the errors and alerts its notices may name. */
const texts = { ...signInMessages, ...errorsMessages };

/**
 * SIWXSignMessage and ConnectingSiwe (docs/behaviour.md#sign-in): the app asks the connected account to sign a message
 * proving it is theirs. Sign asks the wallet; Cancel disconnects when sign-in is required, else closes. Without a
 * sign-in configured, or an account to sign in, it says so.
 */
export function SignInView() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(texts);
  const { metadata, signIn } = useAppSelector(selectOptions);
  const account = useAppSelector(selectSignInAccount);
  const network = useAppSelector(selectActiveNetwork)?.name;
  const signing = useAppSelector(selectIsSigningIn);
  // Opened by the host with nothing to sign: the view says why instead of offering Sign.
  const problem = !signIn.enabled ? 'error.siwxNotEnabled' : !account ? 'error.noActiveCaipAddress' : undefined;

  return (
    <Stack $gap={20} style={{ alignItems: 'center', textAlign: 'center' }}>
      <IconBadge glyph={SignInGlyph} />
      <Stack $gap={4}>
        <Heading>{metadata ? t('signIn.headingFor', { app: metadata.name }) : t('signIn.heading')}</Heading>
        {account && network && (
          <Muted>{t('signIn.explain', { address: truncateAddress(parseCaipAddress(account).address), network })}</Muted>
        )}
        {signIn.required && account && <Muted>{t('signIn.cancelDisconnects')}</Muted>}
      </Stack>
      {problem ? (
        <Muted role="alert">{t(problem)}</Muted>
      ) : (
        <Inline $gap={12} style={{ alignSelf: 'stretch' }}>
          <SecondaryButton type="button" style={{ flex: 1 }} onClick={() => dispatch(signInCancelled())}>
            {t('signIn.cancel')}
          </SecondaryButton>
          <PrimaryButton
            type="button"
            style={{ flex: 1 }}
            disabled={signing}
            aria-busy={signing}
            onClick={() => dispatch(signInRequested())}
          >
            {signing ? t('signIn.signing') : t('signIn.sign')}
          </PrimaryButton>
        </Inline>
      )}
    </Stack>
  );
}
