// Loaded when the widget failed (WidgetBoundary) or its styles were refused (ThemeRoot), to say what failed and what to do.
import { ErrorText } from '../errors';
import type { Logger } from '../utils/logger';

/** styled-components' error 17: the style element it added has no sheet, which is what a refused style gives. */
const isRefusedStyle = (error: unknown) => error instanceof Error && /#17\b|CSSStyleSheet could not be found/.test(error.message);

let cspHintLogged = false;

/** Says what failed, and for a refused style what to do, once a page load. */
export function reportFailure(logger: Logger, error: unknown) {
  if (isRefusedStyle(error)) reportRefusedStyles(logger);
  else logger.error(ErrorText.widgetFailed, error);
}

/** Says, once a page load, that the page's policy refused the widget's styles and what to do. */
export function reportRefusedStyles(logger: Logger) {
  if (cspHintLogged) return;
  cspHintLogged = true;
  logger.error(ErrorText.cspNonceRequired);
}
