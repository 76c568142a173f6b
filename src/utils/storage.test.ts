import { createLogger } from './logger';
import { memoryStorage, readStoredValue } from './storage';
import { z } from './zod';

describe('readStoredValue', () => {
  it('builds its schema only when a value is stored: a visitor with nothing stored builds none at load', () => {
    const storage = memoryStorage();
    const logger = createLogger('silent');
    let built = 0;
    const schema = () => {
      built += 1;
      return z.number();
    };
    expect(readStoredValue(storage, 'key', schema, logger)).toBeUndefined();
    expect(built).toBe(0);
    storage.setItem('key', '7');
    expect(readStoredValue(storage, 'key', schema, logger)).toBe(7);
    expect(built).toBe(1);
  });
});
