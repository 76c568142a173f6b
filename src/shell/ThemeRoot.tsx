'use client';

import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { themeProperties, themeRules } from '../components/theme';
import { useActiveLocale } from '../i18n/context';
import { directionOf } from '../i18n/locales';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { readServices } from '../store/services';
import { selectOptions } from '../store/slices/optionsSlice';
import { ROOT_CLASS, STATIC_STYLES, STYLES_KEY, themeClassOf } from './staticStylesheet';

/**
 * Carries the theme as CSS custom properties (`--wm-accent`, `--wm-font-family`, `--wm-border-radius`,
 * `--wm-z-index`, colours). A host overrides any of them with a rule on `[data-wallet-modal]`. It also carries the
 * language of the texts inside and their direction (right to left for Arabic and Hebrew).
 *
 * Its rules and the Connect button's are `<style>` elements React places in the document's head (or the shadow root
 * it renders in), once each, in the server's HTML too, with the page's style nonce (`cspNonce`).
 */
export function ThemeRoot({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  const { themeMode, themeVariables } = useAppSelector(selectOptions);
  const { locale } = useActiveLocale();
  const { styleNonce, logger } = useAppDispatch()(readServices);
  const nonce = styleNonce?.();
  const properties = themeProperties(themeMode, themeVariables);
  // By mode too: `system` has the light properties and a rule of its own.
  const themeClass = themeClassOf([themeMode, properties]);
  // A `<span>` or a `<div>`: the ref's type accepts both.
  const root = useRef<HTMLSpanElement & HTMLDivElement>(null);
  // A page whose policy refused the styles (no nonce) shows the controls unstyled: say once what to do.
  useLayoutEffect(() => {
    const styles = root.current?.getRootNode() as ParentNode | undefined;
    if (styles?.querySelector<HTMLStyleElement>(`style[data-href~="${STYLES_KEY}"]`)?.sheet === null)
      void import('./widgetFailure').then(({ reportRefusedStyles }) => reportRefusedStyles(logger));
  }, [logger]);
  const Root = inline ? 'span' : 'div';
  return (
    <Root
      ref={root}
      className={`${ROOT_CLASS} ${themeClass}`}
      data-wallet-modal=""
      data-theme={themeMode}
      lang={locale}
      dir={directionOf(locale)}
    >
      <style href={STYLES_KEY} precedence={STYLES_KEY} nonce={nonce}>
        {STATIC_STYLES}
      </style>
      <style href={themeClass} precedence={STYLES_KEY} nonce={nonce}>
        {themeRules(`.${themeClass}`, themeMode, properties)}
      </style>
      {children}
    </Root>
  );
}
