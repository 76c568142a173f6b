// Its own module, not walletStandard.ts: the first load of a host with Solana reaches that one, and only wallets' code
// (a WalletConnect session's features, the Dev Wallet's) needs this.
/** A Wallet Standard method's inputs answered one at a time, in their order: each may ask the user. */
export async function eachInTurn<Input, Output>(inputs: readonly Input[], answer: (input: Input) => Promise<Output>): Promise<Output[]> {
  const outputs: Output[] = [];
  for (const input of inputs) outputs.push(await answer(input));
  return outputs;
}
