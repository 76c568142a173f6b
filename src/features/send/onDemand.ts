// What the feature offers code that loads on demand, kept apart from index.ts so the first load never reaches it.

export { transferThroughWallet } from './sendEffects';
export { amountProblem, checkTransfer, type SendToken, sendTokenOf } from './sendRules';
