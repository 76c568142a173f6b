/** The widget in the page failed (docs/guide.md). No catalogue key: these are logged, no view shows them. Ours. */
export const cspNonceRequired =
  "The page's Content Security Policy refused the wallet modal's styles: pass `cspNonce` to createWalletModal (docs/guide.md#content-security-policy).";
export const widgetFailed = 'The wallet modal failed; the page goes on without it:';
