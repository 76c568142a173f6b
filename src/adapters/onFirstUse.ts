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
