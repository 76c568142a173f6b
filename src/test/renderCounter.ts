// Which components React rendered in each commit, read through the hook React DevTools uses. jest.setup.ts loads
// this module before any test imports react-dom: React looks for the hook once, when it loads.

interface Fiber {
  tag: number;
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

// React's fiber tags and flag, stable since React 16 and the same in its production build.
const FUNCTION_COMPONENT = 0;
const CLASS_COMPONENT = 1;
const FORWARD_REF = 11;
const MEMO_COMPONENT = 14;
const SIMPLE_MEMO_COMPONENT = 15;
const PERFORMED_WORK = 1;

type Named = { displayName?: string; name?: string; render?: Named; type?: Named };

function componentName(fiber: Fiber): string | undefined {
  const type = fiber.type as Named | null;
  switch (fiber.tag) {
    case FUNCTION_COMPONENT:
    case CLASS_COMPONENT:
    case SIMPLE_MEMO_COMPONENT:
      return type?.displayName ?? type?.name;
    case FORWARD_REF:
      return type?.displayName ?? type?.render?.displayName ?? type?.render?.name;
    case MEMO_COMPONENT:
      return type?.displayName ?? type?.type?.displayName ?? type?.type?.name;
    default:
      return undefined;
  }
}

/**
 * Adds the components rendered in this commit under `fiber` to `counts`. A subtree React did not visit keeps the
 * previous commit's child (the same one as its alternate): it is skipped, as React DevTools skips it.
 */
function collect(fiber: Fiber, counts: Map<string, number>) {
  const name = componentName(fiber);
  const rendered = fiber.alternate === null || (fiber.flags & PERFORMED_WORK) !== 0;
  if (name && rendered) counts.set(name, (counts.get(name) ?? 0) + 1);
  if (fiber.alternate !== null && fiber.child === fiber.alternate.child) return;
  for (let child = fiber.child; child; child = child.sibling) collect(child, counts);
}

let recording: Map<string, number> | undefined;

const hook = {
  supportsFiber: true,
  inject: () => 1,
  onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
    if (recording) collect(root.current, recording);
  },
  onCommitFiberUnmount() {},
  onPostCommitFiberRoot() {},
};

if ('__REACT_DEVTOOLS_GLOBAL_HOOK__' in globalThis) throw new Error('renderCounter must load before react-dom (and before React DevTools)');
Object.defineProperty(globalThis, '__REACT_DEVTOOLS_GLOBAL_HOOK__', { value: hook, configurable: true });

/**
 * Runs `action` and returns how often each named component rendered in the commits it caused, styled-components'
 * wrappers left out (they render with the component that owns them).
 */
export async function countRenders(action: () => void | Promise<void>): Promise<Record<string, number>> {
  recording = new Map();
  try {
    await action();
    return Object.fromEntries([...recording].filter(([name]) => !name.startsWith('styled.') && !name.startsWith('Styled(')));
  } finally {
    recording = undefined;
  }
}
