// The Uniswap V2 router's swap functions: the calls the local API builds (mocks/) and the Swap view reads back to
// check what it is about to sign against the quote it showed (docs/behaviour.md#swaps). Written out as JSON rather than
// with viem's `parseAbi`, whose parser would come with the swap's chunk.

const amounts = [{ type: 'uint256[]', name: 'amounts' }] as const;
const path = { type: 'address[]', name: 'path' } as const;
const swapTail = [path, { type: 'address', name: 'to' }, { type: 'uint256', name: 'deadline' }] as const;

export const uniswapV2RouterAbi = [
  {
    name: 'getAmountsOut',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'uint256', name: 'amountIn' }, path],
    outputs: amounts,
  },
  {
    name: 'swapExactETHForTokens',
    type: 'function',
    stateMutability: 'payable',
    inputs: [{ type: 'uint256', name: 'amountOutMin' }, ...swapTail],
    outputs: amounts,
  },
  {
    name: 'swapExactTokensForETH',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [{ type: 'uint256', name: 'amountIn' }, { type: 'uint256', name: 'amountOutMin' }, ...swapTail],
    outputs: amounts,
  },
  {
    name: 'swapExactTokensForTokens',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [{ type: 'uint256', name: 'amountIn' }, { type: 'uint256', name: 'amountOutMin' }, ...swapTail],
    outputs: amounts,
  },
] as const;
