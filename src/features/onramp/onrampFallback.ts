/** What the on-ramp offers while its API's answer is missing (docs/behaviour.md#onramp). */
export const ONRAMP_FALLBACK_LIMITS = {
  card: { min: '10.00', max: '7500.00' },
  bankAccount: { min: '10.00', max: '25000.00' },
} as const;
export const ONRAMP_FALLBACK_CURRENCIES = ['USD', 'EUR'] as const;
