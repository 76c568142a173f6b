'use client';

import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { css, keyframes, styled } from 'styled-components';
import { useActiveLocale } from '../../i18n/context';
import { directionOf } from '../../i18n/locales';
import { useMessages } from '../../i18n/useMessages';
import { BackGlyph, CloseGlyph, HelpGlyph } from '../Icon/glyphs';
import { IconButton } from '../IconButton/IconButton';
import { MODAL_WIDTH, MOTION, reducedMotion, SMALL_SCREEN } from '../motion';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const shake = keyframes`
  10%, 90% { transform: translateX(-2px); }
  20%, 80% { transform: translateX(4px); }
  30%, 50%, 70% { transform: translateX(-6px); }
  40%, 60% { transform: translateX(6px); }
`;
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Overlay = styled.div<{ $embedded: boolean }>`
  position: fixed;
  inset: 0;
  z-index: var(--wm-z-index);
  display: flex;
  align-items: center;
  justify-content: center;
  background: var(--wm-overlay);
  animation: ${fadeIn} ${MOTION.viewTransition} ease-out;
  ${reducedMotion}
  @media ${SMALL_SCREEN} {
    align-items: flex-end;
  }
  ${({ $embedded }) =>
    $embedded &&
    css`
      position: static;
      display: block;
      background: none;
      @media ${SMALL_SCREEN} {
        display: block;
      }
    `}
`;

const Dialog = styled.div<{ $shake: boolean; $dir: 'ltr' | 'rtl' }>`
  box-sizing: border-box;
  direction: ${({ $dir }) => $dir};
  width: ${MODAL_WIDTH};
  max-width: 100%;
  max-height: min(640px, 100dvh);
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: var(--wm-bg);
  color: var(--wm-fg);
  font-family: var(--wm-font-family);
  border: 1px solid var(--wm-border);
  border-radius: var(--wm-border-radius);
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
  transition: height ${MOTION.modalHeight} ease;
  ${({ $shake }) =>
    $shake &&
    css`
      animation: ${shake} 500ms ease-in-out;
    `}
  ${reducedMotion}
  &:focus {
    outline: none;
  }
  @media ${SMALL_SCREEN} {
    width: 100%;
    border-radius: var(--wm-border-radius) var(--wm-border-radius) 0 0;
  }
`;

/** Equal side columns keep the title centred whether or not the start side holds a second button. */
const Header = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: 4px;
  padding: 12px 12px 8px;
`;

const HeaderSide = styled.div<{ $end?: boolean }>`
  display: flex;
  gap: 4px;
  justify-content: ${({ $end }) => ($end ? 'flex-end' : 'flex-start')};
`;

const Title = styled.h2`
  margin: 0;
  text-align: center;
  font-size: 16px;
  font-weight: 600;
  animation: ${fadeIn} ${MOTION.headerText} ease-out;
  ${reducedMotion}
`;

/** Follows the height of the view inside it, so a view change animates the modal's height (docs/behaviour.md#modal). */
const Viewport = styled.div`
  overflow-y: auto;
  transition: height ${MOTION.modalHeight} ease;
  ${reducedMotion}
`;

const Body = styled.div`
  padding: 4px 16px 16px;
  animation: ${fadeIn} ${MOTION.viewTransition} ease-out;
  ${reducedMotion}
`;

const LoadingBar = styled.div`
  height: 2px;
  margin: 0 16px;
  background: linear-gradient(90deg, transparent, var(--wm-accent), transparent);
  background-size: 200% 100%;
  animation: ${keyframes`from { background-position: 100% 0; } to { background-position: -100% 0; }`} 1s linear infinite;
  ${reducedMotion}
`;

/** The measured height of an element's content, or undefined where ResizeObserver is missing. */
/**
 * The height the view area animates to: its content's, but never more than the dialog can show. The dialog stops
 * growing at its max height; animating towards a taller content height would spend the whole transition out of
 * sight and then jump.
 */
function useViewportHeight(dialog: RefObject<HTMLDivElement | null>) {
  const content = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const element = content.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const box = dialog.current;
      const area = viewport.current;
      const maxDialog = box ? Number.parseFloat(getComputedStyle(box).maxHeight) : Number.NaN;
      const room =
        box && area && Number.isFinite(maxDialog) ? maxDialog - (box.offsetHeight - area.offsetHeight) : Number.POSITIVE_INFINITY;
      setHeight(Math.min(element.offsetHeight, room));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [dialog]);
  return { content, viewport, height };
}

export interface ModalProps {
  title: string;
  children: ReactNode;
  /** The view shown; focus moves to the dialog's top whenever it changes. */
  view: string | undefined;
  /** A first view shows no back button; the back action from it closes the modal. */
  isFirstView: boolean;
  /** The close button is disabled (a required sign-in is pending); Escape and the overlay still ask, to be refused. */
  closeDisabled: boolean;
  shaking: boolean;
  loading: boolean;
  onClose: () => void;
  onBack: () => void;
  /** In the host's layout rather than over the page (`enableEmbedded`, docs/behaviour.md#modal). */
  embedded?: boolean;
  /** Shown above the view: alerts and toasts. */
  notices?: ReactNode;
  /** A help button beside back, for the views that explain themselves. */
  help?: { label: string; onClick: () => void };
}

/**
 * The dialog: named by the current view's title, focus moved in and trapped, Escape and the close
 * button ask to close, back pops a view.
 */
export function Modal({
  title,
  children,
  view,
  isFirstView,
  closeDisabled,
  shaking,
  loading,
  onClose,
  onBack,
  notices,
  help,
  embedded = false,
}: ModalProps) {
  const titleId = useId();
  const { t } = useMessages();
  const { locale } = useActiveLocale();
  const dir = directionOf(locale);
  const dialogRef = useRef<HTMLDivElement>(null);
  const { content, viewport, height } = useViewportHeight(dialogRef);

  // Focus moves into the dialog on open and to its top on every view change.
  useEffect(() => {
    if (view) dialogRef.current?.focus();
  }, [view]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <Overlay
      $embedded={embedded}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        lang={locale}
        dir={dir}
        $dir={dir}
        $shake={shaking}
        data-testid="wallet-modal"
      >
        <Header>
          <HeaderSide>
            {/* A first view has no back arrow: Close is the way out (the back action from it, Escape or a host's, still closes). */}
            {!isFirstView && <IconButton glyph={BackGlyph} label={t('modal.back')} onClick={onBack} mirrored />}
            {help && <IconButton glyph={HelpGlyph} label={help.label} onClick={help.onClick} />}
          </HeaderSide>
          <Title id={titleId} key={title}>
            {title}
          </Title>
          <HeaderSide $end>
            <IconButton glyph={CloseGlyph} label={t('modal.close')} disabled={closeDisabled} onClick={onClose} />
          </HeaderSide>
        </Header>
        {notices}
        {loading && <LoadingBar role="progressbar" aria-label={t('common.loading')} />}
        <Viewport ref={viewport} style={{ height }} data-testid="wallet-modal-viewport">
          <div ref={content}>
            <Body key={view} aria-busy={loading}>
              {children}
            </Body>
          </div>
        </Viewport>
      </Dialog>
    </Overlay>
  );
}
