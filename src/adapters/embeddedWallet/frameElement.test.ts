import { FRAME_SANDBOX, mountFrameInBody } from './frameElement';

afterEach(() => {
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
});

it('puts one hidden, sandboxed iframe in the body and places it over an area when shown, without moving it', () => {
  const frame = mountFrameInBody('https://frame.test/?projectId=p&chainId=eip155%3A1&version=4&enableLogger=false');
  const { iframe } = frame;
  expect(iframe.parentElement).toBe(document.body);
  expect(iframe.getAttribute('sandbox')).toBe(FRAME_SANDBOX);
  expect(FRAME_SANDBOX.split(' ').sort()).toEqual(['allow-forms', 'allow-same-origin', 'allow-scripts']);
  expect(iframe.src).toBe('https://frame.test/?projectId=p&chainId=eip155%3A1&version=4&enableLogger=false');
  expect(iframe.style.visibility).toBe('hidden');
  expect(iframe.style.pointerEvents).toBe('none');
  expect(iframe.tabIndex).toBe(-1);
  expect(iframe.hasAttribute('aria-hidden')).toBe(true);

  frame.show({ top: 100, left: 20, width: 320, height: 420, title: 'Embedded wallet' });
  expect(iframe.style).toMatchObject({ top: '100px', left: '20px', width: '320px', height: '420px', visibility: 'visible' });
  expect(iframe.tabIndex).toBe(0);
  expect(iframe.title).toBe('Embedded wallet');
  expect(iframe.hasAttribute('aria-hidden')).toBe(false);

  frame.show(undefined);
  expect(iframe.style).toMatchObject({ width: '0px', height: '0px', visibility: 'hidden' });
  // Shown and hidden, it stayed where it was put: a moved iframe would reload the frame.
  expect(iframe.parentElement).toBe(document.body);
  expect(document.querySelectorAll('iframe')).toHaveLength(1);
});
