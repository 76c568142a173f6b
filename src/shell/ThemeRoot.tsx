'use client';

import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { themeProperties, themeRule } from '../components/theme';
import { useActiveLocale } from '../i18n/context';
import { directionOf } from '../i18n/locales';
import { useAppSelector } from '../store/hooks';
import { selectOptions } from '../store/slices/optionsSlice';

const Root = styled.div<{ $properties: Record<string, string> }>`
  ${({ $properties }) => themeRule($properties)}
  font-family: var(--wm-font-family);
  color: var(--wm-fg);
`;

/**
 * Carries the theme as CSS custom properties (`--wm-accent`, `--wm-font-family`, `--wm-border-radius`,
 * `--wm-z-index`, colours). A host overrides any of them with a rule on `[data-wallet-modal]`. It also carries the
 * language of the texts inside and their direction (right to left for Arabic and Hebrew).
 */
export function ThemeRoot({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  const { themeMode, themeVariables } = useAppSelector(selectOptions);
  const { locale } = useActiveLocale();
  return (
    <Root
      as={inline ? 'span' : 'div'}
      data-wallet-modal=""
      data-theme={themeMode}
      lang={locale}
      dir={directionOf(locale)}
      $properties={themeProperties(themeMode, themeVariables)}
    >
      {children}
    </Root>
  );
}
