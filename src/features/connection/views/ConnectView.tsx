'use client';

import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { WALLET_LIST } from '../../../api/walletListPages';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { Divider } from '../../../components/Divider';
import { FailedState } from '../../../components/FailedState/FailedState';
import { Field } from '../../../components/Field/Field';
import { TextInput } from '../../../components/Field/TextInput';
import { BrandIcon } from '../../../components/Icon/BrandIcon';
import { AllWalletsGlyph, MailGlyph, MoreGlyph, QrCodeGlyph, WalletGlyph } from '../../../components/Icon/glyphs';
import { Icon } from '../../../components/Icon/Icon';
import { PrimaryButton, Stack } from '../../../components/layout';
import { PlaceholderRows } from '../../../components/Placeholder/Placeholder';
import { ListButton, WalletButton } from '../../../components/WalletButton/WalletButton';
import type { SocialOption } from '../../../constants';
import { type DialogKey, useFormat, useMessages } from '../../../i18n/useMessages';
import { connectorForNamespace, connectorsOn } from '../../../model/namespaceConnectors';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectActiveNamespace, selectRequestedCaipNetworkIds } from '../../../store/slices/chainSlice';
import { selectConnectors } from '../../../store/slices/connectorsSlice';
import { selectModalNamespace, viewPushed } from '../../../store/slices/modalSlice';
import { selectOptions } from '../../../store/slices/optionsSlice';
import { emailSchema } from '../../../utils/schemas';
import { useOriginRefused } from '../../project/parts';
import { usePickCatalogueWallet, useRecentWallets, useWalletsPage } from '../../wallets/parts';
import { connectMethodOrder, hasInstalledWallet, SOCIAL_NAMES, socialLayout, visibleSocials, walletsCollapsed } from './connectMethods';
import { visibleConnectors, type WalletItem, walletSections } from './walletSections';

const SECTION_TAGS: Partial<Record<WalletItem['section'], DialogKey>> = {
  recent: 'common.recent',
  injected: 'connect.tagInstalled',
  walletConnect: 'connect.tagQrCode',
};

const SocialRow = styled.div`
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  gap: 8px;
`;

const centred = { justifyContent: 'center' } as const;

function allWalletsLabel(count: number | undefined): string | undefined {
  if (count === undefined) return undefined;
  return count > 10 ? `${Math.floor(count / 10) * 10}+` : String(count);
}

/** The Connect view (docs/behaviour.md#connecting): e-mail, social and wallet methods in order, and the wallet list in sections. */
export function ConnectView() {
  const dispatch = useAppDispatch();
  const { t, rich } = useMessages();
  const { numbers } = useFormat();
  const tagOf = (section: WalletItem['section']) => {
    const key = SECTION_TAGS[section];
    return key && t(key);
  };
  // The WalletConnect row's tag: a QR code is what it offers.
  const qrCodeTag = (
    <>
      <Icon glyph={QrCodeGlyph} size={12} />
      {t('connect.tagQrCode')}
    </>
  );
  const options = useAppSelector(selectOptions);
  // Opened for one namespace (`openModal({ namespace })`), the list offers only wallets of that family.
  const modalNamespace = useAppSelector(selectModalNamespace);
  const allConnectors = useAppSelector(selectConnectors);
  const connectors = useMemo(() => connectorsOn(allConnectors, modalNamespace), [allConnectors, modalNamespace]);
  const requestedChains = useAppSelector(selectRequestedCaipNetworkIds);
  const chains = useMemo(
    () => (modalNamespace ? requestedChains.filter((chain) => chain.startsWith(`${modalNamespace}:`)) : requestedChains),
    [requestedChains, modalNamespace],
  );
  const activeNamespace = useAppSelector(selectActiveNamespace);
  const [agreed, setAgreed] = useState(!options.features.legalCheckbox);
  const [email, setEmail] = useState('');
  // Whether the address was refused; its text is made at render, in the language of the moment.
  const [emailInvalid, setEmailInvalid] = useState(false);
  const [walletsRevealed, setWalletsRevealed] = useState(false);
  const walletList = useRef<HTMLDivElement>(null);

  const { featuredWalletIds, includeWalletIds, excludeWalletIds, features } = options;
  const featured = useWalletsPage(
    { page: 1, entries: WALLET_LIST.featuredPageSize, include: featuredWalletIds },
    { skip: featuredWalletIds.length === 0 },
  );
  const recent = useRecentWallets();
  const recommended = useWalletsPage({
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
  const offeredSocials = visibleSocials(features.socials, options.platform);
  // A page the project's allowlist leaves out is offered neither e-mail nor social login.
  const originRefused = useOriginRefused(Boolean(options.projectId) && (features.email || offeredSocials.length > 0));
  const socials = originRefused ? [] : offeredSocials;
  const { wide: wideSocial, icons: iconSocials, more: moreSocials } = socialLayout(socials);
  const methods = connectMethodOrder({
    configured: features.connectMethodsOrder,
    hasInjectedWallet: hasInstalledWallet(visibleConnectors(connectors, options)),
    emailEnabled: features.email && !originRefused,
    socialsEnabled: socials.length > 0,
  });
  const showWalletsButton =
    !walletsRevealed &&
    walletsCollapsed({ methods, collapseWallets: features.collapseWallets, emailShowWallets: features.emailShowWallets });

  // The button that revealed the list is gone; focus moves to the list so keyboard users carry on from there.
  useEffect(() => {
    if (walletsRevealed) walletList.current?.focus();
  }, [walletsRevealed]);

  const pickCatalogueWallet = usePickCatalogueWallet();
  function openWallet(item: WalletItem) {
    const entry = item.section === 'walletConnect' ? undefined : connectors.find((connector) => connector.id === item.connectorId);
    if (entry) {
      const connector = connectorForNamespace(entry, modalNamespace ?? activeNamespace);
      dispatch(viewPushed({ view: 'ConnectingExternal', data: { connectorId: connector.id, name: connector.name } }));
    } else if (item.walletId) {
      pickCatalogueWallet({ id: item.walletId, name: item.name });
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
      setEmailInvalid(true);
      return;
    }
    setEmailInvalid(false);
    dispatch(viewPushed({ view: 'EmailLogin', data: { email: email.trim() } }));
  }

  const groups = {
    email: (
      <form key="email" onSubmit={submitEmail} noValidate>
        <Stack>
          <Field label={t('connect.emailLabel')} labelHidden error={emailInvalid ? t('connect.emailInvalid') : undefined}>
            {(control) => (
              <TextInput
                {...control}
                type="email"
                autoComplete="email"
                placeholder={t('connect.emailPlaceholder')}
                value={email}
                disabled={!agreed}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </Field>
          <PrimaryButton type="submit" disabled={!agreed || email.trim() === ''}>
            <Icon glyph={MailGlyph} />
            {t('connect.continueWithEmail')}
          </PrimaryButton>
        </Stack>
      </form>
    ),
    social: (
      <Stack key="social" role="group" aria-label={t('connect.socialGroup')}>
        {wideSocial && (
          <ListButton type="button" disabled={!agreed} onClick={() => openSocial(wideSocial)} style={centred}>
            <BrandIcon brand={wideSocial} />
            {t('connect.continueWithSocial', { provider: SOCIAL_NAMES[wideSocial] })}
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
                aria-label={t('view.allSocials')}
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
        {t('connect.continueWithWallet')}
      </ListButton>
    ) : (
      <Stack key="wallet" ref={walletList} tabIndex={-1} role="group" aria-label={t('connect.walletsGroup')}>
        {sections.flatMap(({ items }) =>
          items.map((item) => (
            <WalletButton
              key={item.key}
              name={item.name}
              imageUrl={item.imageUrl}
              imageId={item.imageId}
              tag={item.section === 'walletConnect' ? qrCodeTag : tagOf(item.section)}
              logo={item.section === 'walletConnect' ? <BrandIcon brand="walletConnect" size={28} /> : undefined}
              disabled={!agreed}
              onClick={() => openWallet(item)}
            />
          )),
        )}
        {loading && <PlaceholderRows count={WALLET_LIST.recommendedPageSize} label={t('common.loadingWallets')} />}
        {failed && (
          <FailedState
            message={t('common.walletListFailed')}
            retryLabel={t('common.retry')}
            onRetry={() => {
              for (const query of catalogueQueries) if (!query.isUninitialized) query.refetch();
            }}
          />
        )}
        {features.allWallets && (
          <WalletButton
            name={t('connect.allWallets')}
            logo={<Icon glyph={AllWalletsGlyph} size={22} />}
            tag={numbers(allWalletsLabel(recommended.data?.count) ?? '') || undefined}
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
          {index > 0 && <Divider>{t('common.or')}</Divider>}
          {groups[method]}
        </Stack>
      ))}
      {features.legalCheckbox && (
        <Checkbox checked={agreed} onChange={setAgreed} finePrint>
          {rich('connect.legal', {
            terms: options.termsConditionsUrl ? (
              <a key="terms" href={options.termsConditionsUrl} target="_blank" rel="noreferrer noopener">
                {t('connect.terms')}
              </a>
            ) : (
              t('connect.terms')
            ),
            privacy: options.privacyPolicyUrl ? (
              <a key="privacy" href={options.privacyPolicyUrl} target="_blank" rel="noreferrer noopener">
                {t('connect.privacy')}
              </a>
            ) : (
              t('connect.privacy')
            ),
          })}
        </Checkbox>
      )}
    </Stack>
  );
}
