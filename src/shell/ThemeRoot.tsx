import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { themeProperties, themeRule } from '../components/theme';
import { useAppSelector } from '../store/hooks';
import { selectOptions } from '../store/slices/optionsSlice';

const Root = styled.div<{ $properties: Record<string, string> }>`
  ${({ $properties }) => themeRule($properties)}
  font-family: var(--wm-font-family);
  color: var(--wm-fg);
`;

/**
 * Carries the theme as CSS custom properties (`--wm-accent`, `--wm-font-family`, `--wm-border-radius`,
 * `--wm-z-index`, colours). A host overrides any of them with a rule on `[data-wallet-modal]`.
 */
export function ThemeRoot({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  const { themeMode, themeVariables } = useAppSelector(selectOptions);
  return (
    <Root as={inline ? 'span' : 'div'} data-wallet-modal="" data-theme={themeMode} $properties={themeProperties(themeMode, themeVariables)}>
      {children}
    </Root>
  );
}
