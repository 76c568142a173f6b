// What the feature offers code that loads on demand, kept apart from index.ts so the first load never reaches it.

export { selectActivityTarget } from './activityTarget';
export { historyApi } from './historyApi';
