import { styled } from 'styled-components';
import { SignInGlyph, WalletGlyph } from '../../components/Icon/glyphs';
import { type Glyph, Icon } from '../../components/Icon/Icon';
import { Muted, PrimaryButton, Stack } from '../../components/layout';
import { useAppDispatch } from '../../store/hooks';
import { viewPushed } from '../../store/slices/modalSlice';

const text = {
  walletTitle: 'A home for your digital assets',
  walletBody: 'A wallet holds your crypto and collectibles, and lets you send and receive them. Only you hold its keys.',
  signInTitle: 'A new way to sign in',
  signInBody: 'Instead of making an account and a password for every app, connect your wallet and sign in with it.',
  getWallet: 'Get a wallet',
};

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

const Badge = styled.span`
  width: 40px;
  height: 40px;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 12px;
  background: var(--wm-surface);
  color: var(--wm-accent);
`;

const Heading = styled.h3`
  margin: 0 0 4px;
  font-size: 15px;
  font-weight: 600;
`;

const POINTS: { glyph: Glyph; title: string; body: string }[] = [
  { glyph: WalletGlyph, title: text.walletTitle, body: text.walletBody },
  { glyph: SignInGlyph, title: text.signInTitle, body: text.signInBody },
];

/** For people who meet wallets here for the first time: what one is, what it does for them, and where to get one. */
export function WhatIsAWalletView() {
  const dispatch = useAppDispatch();
  return (
    <Stack $gap={20}>
      <Points>
        {POINTS.map(({ glyph, title, body }) => (
          <Point key={title}>
            <Badge>
              <Icon glyph={glyph} size={22} />
            </Badge>
            <div>
              <Heading>{title}</Heading>
              <Muted>{body}</Muted>
            </div>
          </Point>
        ))}
      </Points>
      <PrimaryButton type="button" onClick={() => dispatch(viewPushed({ view: 'AllWallets' }))}>
        {text.getWallet}
      </PrimaryButton>
    </Stack>
  );
}
