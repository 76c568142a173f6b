'use client';

import { styled } from 'styled-components';
import { Heading } from '../../components/Heading';
import { SignInGlyph, WalletGlyph } from '../../components/Icon/glyphs';
import type { Glyph } from '../../components/Icon/Icon';
import { IconBadge } from '../../components/Icon/IconBadge';
import { Muted, PrimaryButton, Stack } from '../../components/layout';
import { helpMessages } from '../../i18n/english/help';
import { useMessages } from '../../i18n/useMessages';
import { useAppDispatch } from '../../store/hooks';
import { viewPushed } from '../../store/slices/modalSlice';

const Points = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Point = styled.li`
  display: flex;
  gap: 12px;
  align-items: flex-start;
`;

const POINTS: { glyph: Glyph; title: keyof typeof helpMessages; body: keyof typeof helpMessages }[] = [
  { glyph: WalletGlyph, title: 'help.walletTitle', body: 'help.walletBody' },
  { glyph: SignInGlyph, title: 'help.signInTitle', body: 'help.signInBody' },
];

/** For people who meet wallets here for the first time: what one is, what it does for them, and where to get one. */
export function WhatIsAWalletView() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(helpMessages);
  return (
    <Stack $gap={20}>
      <Points>
        {POINTS.map(({ glyph, title, body }) => (
          <Point key={title}>
            <IconBadge glyph={glyph} />
            <Stack $gap={4}>
              <Heading as="h3">{t(title)}</Heading>
              <Muted>{t(body)}</Muted>
            </Stack>
          </Point>
        ))}
      </Points>
      <PrimaryButton type="button" onClick={() => dispatch(viewPushed({ view: 'AllWallets' }))}>
        {t('help.getWallet')}
      </PrimaryButton>
    </Stack>
  );
}
