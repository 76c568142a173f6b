// The check of a PSBT a wallet signed: the transaction asked for, each input it was to sign signed.
import { base64, hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { WalletRequestError } from '../walletRequestError';
import { malformedAnswer, type SignPsbtRequest } from './walletApi';

/** The PSBT in base64, parsed; undefined when it is not one. Inputs and outputs of scripts btc-signer does not know are kept: the host may spend any. */
function parsePsbt(text: string): Transaction | undefined {
  try {
    return Transaction.fromPSBT(base64.decode(text), { allowUnknownInputs: true, allowUnknownOutputs: true });
  } catch {
    return undefined;
  }
}

/** Whether the input carries a signature: a partial or Taproot one, or the final scripts of a finalized input. */
function isSigned(transaction: Transaction, index: number): boolean {
  if (index >= transaction.inputsLength) return false;
  const input = transaction.getInput(index);
  return Boolean(
    input.partialSig?.length || input.tapKeySig || input.tapScriptSig?.length || input.finalScriptWitness || input.finalScriptSig,
  );
}

/**
 * Resolves when `signed` is `request.psbt`'s transaction (the same inputs and outputs) with each input `signInputs`
 * names signed; rejects otherwise, before the host sees it.
 */
export async function checkSignedPsbt(request: SignPsbtRequest, signed: string): Promise<void> {
  const original = parsePsbt(request.psbt);
  if (!original) throw new WalletRequestError(undefined, { kind: 'invalidRequest' });
  const answer = parsePsbt(signed);
  if (!answer || hex.encode(answer.unsignedTx) !== hex.encode(original.unsignedTx)) throw malformedAnswer();
  const indexes = Object.values(request.signInputs).flat();
  if (!indexes.every((index) => isSigned(answer, index))) throw malformedAnswer();
}
