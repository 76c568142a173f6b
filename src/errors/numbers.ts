import { template } from './template';

/** What a decimal number must be (docs/behaviour.md#validation): `error.invalidDecimal` in the catalogue, and the English a host reads. */
export const invalidDecimal = template('Number {value} is not a valid decimal number.');
