import { type FormEvent, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { BrandIcon } from '../../../components/Icon/BrandIcon';
import { AllWalletsGlyph, MailGlyph, MoreGlyph, QrCodeGlyph, WalletGlyph } from '../../../components/Icon/glyphs';
import { Icon } from '../../../components/Icon/Icon';
import { Divider, Muted, PrimaryButton, Stack, TextInput, VisuallyHidden } from '../../../components/layout';
import { SkeletonRows } from '../../../components/Skeleton/Skeleton';
import { ListButton, WalletButton } from '../../../components/WalletButton/WalletButton';
import { type SocialOption, WALLET_LIST } from '../../../constants';
import { connectorForNamespace } from '../../../model/connector';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectActiveNamespace, selectRequestedCaipNetworkIds } from '../../../store/slices/chainSlice';
import { selectConnectors } from '../../../store/slices/connectorsSlice';
import { viewPushed } from '../../../store/slices/modalSlice';
import { selectOptions } from '../../../store/slices/optionsSlice';
import { z } from '../../../utils/zod';
import { useRecentWallets } from '../../wallets/useRecentWallets';
import { useGetWalletsQuery } from '../../wallets/walletsApi';
import { connectMethodOrder, SOCIAL_NAMES, socialLayout, visibleSocials, walletsCollapsed } from './connectMethods';
import { visibleConnectors, type WalletItem, walletSections } from './walletSections';

const text = {
  allSocials: 'All socials',
};

const SECTION_TAGS: Partial<Record<WalletItem['section'], string>> = { recent: 'Recent', injected: 'Installed', walletConnect: 'QR Code' };
const emailSchema = z.email();

const SocialRow = styled.div`
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  gap: 8px;
`;

const centred = { justifyContent: 'center' } as const;

/** The WalletConnect row's tag: a QR code is what it offers. */
const qrCodeTag = (
  <>
    <Icon glyph={QrCodeGlyph} size={12} />
    {SECTION_TAGS.walletConnect}
  </>
);

const Legal = styled.label`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  font-size: 13px;
  color: var(--wm-fg-muted);
  a {
    color: var(--wm-accent);
  }
`;

function allWalletsLabel(count: number | undefined): string | undefined {
  if (count === undefined) return undefined;
  return count > 10 ? `${Math.floor(count / 10) * 10}+` : String(count);
}

/** The Connect view (docs/behaviour.md#connecting): e-mail, social and wallet methods in order, and the wallet list in sections. */
export function ConnectView() {
  const dispatch = useAppDispatch();
  const options = useAppSelector(selectOptions);
  const connectors = useAppSelector(selectConnectors);
  const chains = useAppSelector(selectRequestedCaipNetworkIds);
  const activeNamespace = useAppSelector(selectActiveNamespace);
  const [agreed, setAgreed] = useState(!options.features.legalCheckbox);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [walletsRevealed, setWalletsRevealed] = useState(false);
  const walletList = useRef<HTMLDivElement>(null);

  const { featuredWalletIds, includeWalletIds, excludeWalletIds, features } = options;
  const featured = useGetWalletsQuery(
    { page: 1, entries: WALLET_LIST.featuredPageSize, include: featuredWalletIds },
    { skip: featuredWalletIds.length === 0 },
  );
  const recent = useRecentWallets();
  const recommended = useGetWalletsQuery({
    page: 1,
    entries: WALLET_LIST.recommendedPageSize,
    include: includeWalletIds,
    exclude: [...featuredWalletIds, ...excludeWalletIds],
    chains,
  });
  const catalogueQueries = [featured, recent, recommended];
  const loading = catalogueQueries.some((query) => query.isLoading);
  const failed = catalogueQueries.some((query) => query.isError);

  const sections = walletSections({
    options,
    connectors,
    recent: recent.wallets,
    featured: featured.data?.data ?? [],
    recommended: recommended.data?.data ?? [],
  });
  const socials = visibleSocials(features.socials, options.platform);
  const { wide: wideSocial, icons: iconSocials, more: moreSocials } = socialLayout(socials);
  const methods = connectMethodOrder({
    configured: features.connectMethodsOrder,
    hasInjectedWallet: visibleConnectors(connectors, options).some(
      (connector) => (connector.type === 'INJECTED' || connector.type === 'ANNOUNCED') && connector.installed,
    ),
    emailEnabled: features.email,
    socialsEnabled: socials.length > 0,
  });
  const showWalletsButton =
    !walletsRevealed &&
    walletsCollapsed({ methods, collapseWallets: features.collapseWallets, emailShowWallets: features.emailShowWallets });

  // The button that revealed the list is gone; focus moves to the list so keyboard users carry on from there.
  useEffect(() => {
    if (walletsRevealed) walletList.current?.focus();
  }, [walletsRevealed]);

  function openWallet(item: WalletItem) {
    const entry = item.section === 'walletConnect' ? undefined : connectors.find((connector) => connector.id === item.connectorId);
    if (entry) {
      const connector = connectorForNamespace(entry, activeNamespace);
      dispatch(viewPushed({ view: 'ConnectingExternal', data: { connectorId: connector.id, name: connector.name } }));
    } else if (item.walletId) {
      dispatch(viewPushed({ view: 'ConnectingWalletConnect', data: { walletId: item.walletId, name: item.name } }));
    } else {
      // A phone cannot scan its own screen: it picks the wallet app to open instead.
      dispatch(viewPushed({ view: options.platform.isMobile ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect' }));
    }
  }

  function openSocial(provider: SocialOption) {
    dispatch(viewPushed({ view: 'ConnectSocials', data: { provider } }));
  }

  function submitEmail(event: FormEvent) {
    event.preventDefault();
    if (!emailSchema.safeParse(email.trim()).success) {
      setEmailError('Enter a valid e-mail address');
      return;
    }
    setEmailError(undefined);
    dispatch(viewPushed({ view: 'EmailLogin', data: { email: email.trim() } }));
  }

  const groups = {
    email: (
      <form key="email" onSubmit={submitEmail} noValidate>
        <Stack>
          <label htmlFor="wallet-modal-email">
            <VisuallyHidden>E-mail address</VisuallyHidden>
          </label>
          <TextInput
            id="wallet-modal-email"
            type="email"
            autoComplete="email"
            placeholder="Email"
            value={email}
            disabled={!agreed}
            aria-invalid={emailError !== undefined}
            aria-describedby={emailError ? 'wallet-modal-email-error' : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {emailError && (
            <Muted id="wallet-modal-email-error" role="alert" style={{ color: 'var(--wm-error)' }}>
              {emailError}
            </Muted>
          )}
          <PrimaryButton type="submit" disabled={!agreed || email.trim() === ''}>
            <Icon glyph={MailGlyph} />
            Continue with email
          </PrimaryButton>
        </Stack>
      </form>
    ),
    social: (
      <Stack key="social" role="group" aria-label="Continue with a social account">
        {wideSocial && (
          <ListButton type="button" disabled={!agreed} onClick={() => openSocial(wideSocial)} style={centred}>
            <BrandIcon brand={wideSocial} />
            Continue with {SOCIAL_NAMES[wideSocial]}
          </ListButton>
        )}
        {(iconSocials.length > 0 || moreSocials) && (
          <SocialRow>
            {iconSocials.map((social) => (
              <ListButton
                key={social}
                type="button"
                disabled={!agreed}
                onClick={() => openSocial(social)}
                aria-label={`Continue with ${SOCIAL_NAMES[social]}`}
                style={centred}
              >
                <BrandIcon brand={social} />
              </ListButton>
            ))}
            {moreSocials && (
              <ListButton
                type="button"
                disabled={!agreed}
                onClick={() => dispatch(viewPushed({ view: 'AllSocials' }))}
                aria-label={text.allSocials}
                style={centred}
              >
                <Icon glyph={MoreGlyph} size={20} />
              </ListButton>
            )}
          </SocialRow>
        )}
      </Stack>
    ),
    wallet: showWalletsButton ? (
      <ListButton key="wallet" type="button" disabled={!agreed} onClick={() => setWalletsRevealed(true)} style={centred}>
        <Icon glyph={WalletGlyph} />
        Continue with a wallet
      </ListButton>
    ) : (
      <Stack key="wallet" ref={walletList} tabIndex={-1} role="group" aria-label="Wallets">
        {sections.flatMap(({ items }) =>
          items.map((item) => (
            <WalletButton
              key={item.key}
              name={item.name}
              imageUrl={item.imageUrl}
              imageId={item.imageId}
              tag={item.section === 'walletConnect' ? qrCodeTag : SECTION_TAGS[item.section]}
              logo={item.section === 'walletConnect' ? <BrandIcon brand="walletConnect" size={28} /> : undefined}
              disabled={!agreed}
              onClick={() => openWallet(item)}
            />
          )),
        )}
        {loading && <SkeletonRows count={WALLET_LIST.recommendedPageSize} label="Loading wallets" />}
        {failed && (
          <Stack $gap={4} role="alert">
            <Muted>Couldn't load the wallet list.</Muted>
            <ListButton
              type="button"
              onClick={() => {
                for (const query of catalogueQueries) if (!query.isUninitialized) query.refetch();
              }}
            >
              Retry
            </ListButton>
          </Stack>
        )}
        {features.allWallets && (
          <WalletButton
            name="All Wallets"
            logo={<Icon glyph={AllWalletsGlyph} size={22} />}
            tag={allWalletsLabel(recommended.data?.count)}
            disabled={!agreed}
            onClick={() => dispatch(viewPushed({ view: 'AllWallets' }))}
          />
        )}
      </Stack>
    ),
  };

  return (
    <Stack $gap={16}>
      {methods.map((method, index) => (
        <Stack key={method} $gap={16}>
          {index > 0 && <Divider>or</Divider>}
          {groups[method]}
        </Stack>
      ))}
      {features.legalCheckbox && (
        <Legal>
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          <span>
            I agree to the{' '}
            {options.termsConditionsUrl ? (
              <a href={options.termsConditionsUrl} target="_blank" rel="noreferrer noopener">
                Terms of Service
              </a>
            ) : (
              'Terms of Service'
            )}{' '}
            and{' '}
            {options.privacyPolicyUrl ? (
              <a href={options.privacyPolicyUrl} target="_blank" rel="noreferrer noopener">
                Privacy Policy
              </a>
            ) : (
              'Privacy Policy'
            )}
          </span>
        </Legal>
      )}
    </Stack>
  );
}
