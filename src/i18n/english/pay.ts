/** English: pay. */
export const payMessages = {
  'pay.none': 'There is no payment to make.',
  'pay.connect': 'Connect a wallet to pay.',
  'pay.payment': 'Payment',
  'pay.amount': 'Amount',
  'pay.to': 'To',
  'pay.network': 'Network',
  'pay.otherNetwork': 'Switch your wallet to {network} to pay.',
  'pay.notHeld': 'Your wallet holds none of this token.',
  'pay.buyMissing': 'Buy {amount} {symbol}',
  'pay.pay': 'Pay',
  'pay.paying': 'Paying…',
  'pay.settled': 'This payment is finished.',
} as const;
