'use client';

import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { Muted, Stack } from '../../components/layout';
import { emailMessages } from '../../i18n/english/email';
import { useMessages } from '../../i18n/useMessages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { readServices } from '../../store/services';
import { selectIsApproving } from './emailSlice';
import { frameUrlOf } from './frameUrl';

/** Where the frame shows: the view keeps the room, the frame (in the page's body) is placed over it. */
const FrameArea = styled.div`
  height: 420px;
  border-radius: 16px;
  background: var(--wm-surface);
  outline: none;
`;

/**
 * ApproveTransaction (docs/behaviour.md#embedded-wallet): the frame itself, over this view's area, so the user approves
 * inside the wallet's own origin, which the page cannot click for them. The frame stays one iframe in the page's body
 * (moving an iframe reloads it): it follows the area on every frame of the screen while shown.
 */
export function ApproveTransactionView() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(emailMessages);
  const approving = useAppSelector(selectIsApproving);
  const frameUrl = useAppSelector(frameUrlOf);
  const area = useRef<HTMLDivElement>(null);
  const title = t('email.frameTitle');
  const focusFrame = useRef(() => {});

  useEffect(() => {
    const { embeddedWallet } = dispatch(readServices);
    if (!approving || !embeddedWallet) return;
    let stopped = false;
    let tick = 0;
    let hide = () => {};
    embeddedWallet.client(frameUrl).then(
      (client) => {
        let last = '';
        const follow = () => {
          if (stopped || !area.current) return;
          const { top, left, width, height } = area.current.getBoundingClientRect();
          const place = `${top} ${left} ${width} ${height}`;
          if (place !== last) client.showFrame({ top, left, width, height, title });
          last = place;
          tick = requestAnimationFrame(follow);
        };
        follow();
        focusFrame.current = () => client.focusFrame();
        hide = () => client.showFrame(undefined);
      },
      // No client, no frame to show: the view keeps its area empty.
      () => {},
    );
    return () => {
      stopped = true;
      cancelAnimationFrame(tick);
      focusFrame.current = () => {};
      hide();
    };
  }, [dispatch, approving, frameUrl, title]);

  return (
    <Stack $gap={12}>
      <Muted>{t('email.approveInFrame')}</Muted>
      {/* Reached by Tab inside the dialog, it hands the focus to the frame over it. */}
      <FrameArea ref={area} tabIndex={0} aria-label={title} role="group" onFocus={() => focusFrame.current()} />
    </Stack>
  );
}
