import type { ChainAdapter } from './types';

type Method = (...args: never[]) => Promise<unknown>;

/**
 * The methods of what `load` resolves with, callable before it is here: the first call of any of them loads it, once
 * for all of them. `names` lists every method (the type check refuses one left out). An adapter keeps what a wallet does
 * once picked or restored in a chunk of its own so: a visitor who never connects does not pay for it.
 */
export function onFirstUse<Methods extends { [Name in keyof Methods]: Method }>(
  load: () => Promise<Methods>,
  names: { [Name in keyof Methods]: true },
): Methods {
  let loaded: Promise<Methods> | undefined;
  const loadOnce = () => {
    loaded ??= load();
    return loaded;
  };
  const methods: Partial<Record<keyof Methods, Method>> = {};
  for (const name of Object.keys(names) as (keyof Methods)[]) {
    methods[name] = async (...args) => (await loadOnce())[name](...args);
  }
  return methods as Methods;
}

type Discover = ChainAdapter['discoverConnectors'];

/**
 * A `discoverConnectors` whose discovery is in a chunk of its own, fetched as the modal starts: `load` resolves with the
 * discovery itself, which starts once it is here, unless the modal stopped it first; `failed` hears of a chunk that
 * could not be fetched.
 */
export function discoveryOnFirstUse(load: () => Promise<Discover>, failed: () => void): Discover {
  return (found) => {
    let stopped = false;
    let stop: (() => void) | undefined;
    load().then((discover) => {
      if (stopped) return;
      stop = discover(found);
      // Stopped while it reported the wallets already on the page.
      if (stopped) stop();
    }, failed);
    return () => {
      stopped = true;
      stop?.();
    };
  };
}
