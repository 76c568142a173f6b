import { ErrorText } from '../src/errors';
import { z } from '../src/utils/zod';

const answerSchema = z.object({ result: z.optional(z.unknown()), error: z.optional(z.object({ message: z.string() })) });

/** One JSON-RPC call to a network's node; the node's own error message when it refuses. */
export async function callNode(rpcUrl: string, method: string, params: unknown, fetchFn: typeof fetch = fetch): Promise<unknown> {
  const response = await fetchFn(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  });
  if (!response.ok) throw new Error(ErrorText.httpStatus(response.status));
  const answer = answerSchema.parse(await response.json());
  if (answer.error) throw new Error(answer.error.message);
  return answer.result;
}
