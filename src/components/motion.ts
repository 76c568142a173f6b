'use client';

import { css } from 'styled-components';
import { MODAL_WIDTH_PX } from '../constants';
import { ANIMATION_MS } from './animationDurations';

// What the open modal, its placeholders and its notices animate and lay out with: apart from theme.ts, whose colours the
// host page's first load (the Connect button) needs and whose other exports would come with them.

export const MOTION = {
  headerText: `${ANIMATION_MS.headerText}ms`,
  modalHeight: `${ANIMATION_MS.modalHeight}ms`,
  viewTransition: `${ANIMATION_MS.viewTransition}ms`,
};

/** Animations off for people who asked their system for less motion. */
export const reducedMotion = css`
  @media (prefers-reduced-motion: reduce) {
    animation: none !important;
    transition: none !important;
  }
`;

export const MODAL_WIDTH = `${MODAL_WIDTH_PX}px`;
/** Below this width the modal is a bottom sheet. */
export const SMALL_SCREEN = '(max-width: 430px)';
