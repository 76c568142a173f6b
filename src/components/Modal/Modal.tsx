import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { css, keyframes, styled } from 'styled-components';
import { selectIsCloseDisabled } from '../../features/modal/modalSelectors';
import { closeModal, selectCurrentView, selectIsModalShaking, selectViewHistory, wentBack } from '../../features/modal/modalSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { focusRing, MODAL_WIDTH, MOTION, reducedMotion, SMALL_SCREEN } from '../theme';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const shake = keyframes`
  10%, 90% { transform: translateX(-2px); }
  20%, 80% { transform: translateX(4px); }
  30%, 50%, 70% { transform: translateX(-6px); }
  40%, 60% { transform: translateX(6px); }
`;
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Overlay = styled.div`
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
`;

const Dialog = styled.div<{ $shake: boolean }>`
  box-sizing: border-box;
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

const Header = styled.div`
  display: grid;
  grid-template-columns: 40px 1fr 40px;
  align-items: center;
  padding: 12px 12px 8px;
`;

const Title = styled.h2`
  margin: 0;
  text-align: center;
  font-size: 16px;
  font-weight: 600;
  animation: ${fadeIn} ${MOTION.headerText} ease-out;
  ${reducedMotion}
`;

export const IconButton = styled.button`
  width: 40px;
  height: 40px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: none;
  border-radius: 12px;
  background: transparent;
  color: var(--wm-fg);
  cursor: pointer;
  &:hover:not(:disabled) {
    background: var(--wm-surface-hover);
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  ${focusRing}
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 4px 16px 16px;
  animation: ${fadeIn} ${MOTION.viewTransition} ease-out;
  ${reducedMotion}
`;

function Icon({ path }: { path: string }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}

interface ModalProps {
  title: string;
  children: ReactNode;
  /** Shown above the view: alerts and toasts. */
  notices?: ReactNode;
}

/**
 * The dialog: named by the current view's title, focus moved in and trapped, Escape and the close
 * button ask to close (the modal listener applies the blocking rules), back pops a view.
 */
export function Modal({ title, children, notices }: ModalProps) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const view = useAppSelector(selectCurrentView)?.view;
  const canGoBack = useAppSelector(selectViewHistory).length > 1;
  const shaking = useAppSelector(selectIsModalShaking);
  const closeDisabled = useAppSelector(selectIsCloseDisabled);

  // Focus moves into the dialog on open and to its top on every view change.
  useEffect(() => {
    if (view) dialogRef.current?.focus();
  }, [view]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!closeDisabled) dispatch(closeModal());
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
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !closeDisabled) dispatch(closeModal());
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        $shake={shaking}
        data-testid="wallet-modal"
      >
        <Header>
          {canGoBack ? (
            <IconButton type="button" aria-label="Back" onClick={() => dispatch(wentBack())}>
              <Icon path="M15 18l-6-6 6-6" />
            </IconButton>
          ) : (
            <span />
          )}
          <Title id={titleId} key={title}>
            {title}
          </Title>
          <IconButton type="button" aria-label="Close" disabled={closeDisabled} onClick={() => dispatch(closeModal())}>
            <Icon path="M18 6L6 18M6 6l12 12" />
          </IconButton>
        </Header>
        {notices}
        <Body key={view}>{children}</Body>
      </Dialog>
    </Overlay>
  );
}
