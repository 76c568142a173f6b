// The feature's parts that other features' views and effects use (its APIs, views, helpers): apart from index.ts, the
// feature's face in the first load, so that nothing here joins it.

export { historyApi } from './historyApi';
export { selectActivityTarget } from './historySelectors';
