'use client';

import { Component, type ReactNode } from 'react';
import { useAppDispatch } from '../store/hooks';
import { readServices } from '../store/services';
import type { Logger } from '../utils/logger';

interface BoundaryProps {
  logger: Logger;
  /** What stands in for the widget once it failed: plain elements, which no policy refuses. */
  fallback: ReactNode;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // What to say is a chunk of its own: a failure is rare, and the first load is what every page pays.
    void import('./widgetFailure').then(({ reportFailure }) => reportFailure(this.props.logger, error));
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Keeps a failure inside the widget — a style the page's policy refuses, a view that throws — from taking the host's
 * React tree down: the widget's part shows `fallback` instead, and the failure is logged (docs/behaviour.md#the-modal).
 */
export function WidgetBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { logger } = useAppDispatch()(readServices);
  return (
    <Boundary logger={logger} fallback={fallback}>
      {children}
    </Boundary>
  );
}
