// The embedded wallet's iframe in the page (docs/behaviour.md#embedded-wallet). Loaded with the client, not in the first load.

/** Where the frame shows, in the viewport's coordinates (a view's placeholder), and the name it has there. */
export interface FramePlace {
  top: number;
  left: number;
  width: number;
  height: number;
  title: string;
}

/** The frame as the page holds it. */
interface MountedFrame {
  /** The iframe the messenger posts to. */
  iframe: HTMLIFrameElement;
  /** The window the frame's replies arrive on. */
  hostWindow: Window;
  /** Shows the frame over `place`, reachable by pointer and keyboard, or hides it again. */
  show(place: FramePlace | undefined): void;
}

export type FrameMount = (frameUrl: string) => MountedFrame;

/** What the frame may do: run its script on its own origin (its keys are in its IndexedDB) and submit its forms. */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

/** Above the modal's overlay, whatever stacking the host gives the modal. */
const FRAME_Z_INDEX = '2147483647';

/**
 * One iframe appended to the page's body, hidden until a view shows it. It is never moved to another parent: a
 * moved iframe reloads, and the frame would lose what it was asking the user. It is placed over the view instead.
 */
export const mountFrameInBody: FrameMount = (frameUrl) => {
  const iframe = document.createElement('iframe');
  iframe.src = frameUrl;
  iframe.setAttribute('sandbox', FRAME_SANDBOX);
  iframe.referrerPolicy = 'origin';
  iframe.dataset.walletModalFrame = '';
  Object.assign(iframe.style, {
    position: 'fixed',
    border: '0',
    margin: '0',
    padding: '0',
    background: 'transparent',
    colorScheme: 'normal',
    zIndex: FRAME_Z_INDEX,
  });
  const show = (place: FramePlace | undefined) => {
    const hidden = place === undefined;
    Object.assign(iframe.style, {
      top: `${place?.top ?? 0}px`,
      left: `${place?.left ?? 0}px`,
      width: `${place?.width ?? 0}px`,
      height: `${place?.height ?? 0}px`,
      visibility: hidden ? 'hidden' : 'visible',
      pointerEvents: hidden ? 'none' : 'auto',
    });
    iframe.tabIndex = hidden ? -1 : 0;
    iframe.title = place?.title ?? '';
    iframe.toggleAttribute('aria-hidden', hidden);
  };
  show(undefined);
  document.body.append(iframe);
  return { iframe, hostWindow: window, show };
};
