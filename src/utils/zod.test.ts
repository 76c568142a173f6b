import { z } from './zod';

const messageOf = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).error?.issues[0]?.message;

describe('the English words of our schema checks', () => {
  it.each([
    ['a wrong type', z.string(), 42, 'Invalid input: expected string, received number'],
    ['null for an object', z.object({}), null, 'Invalid input: expected object, received null'],
    ['an array for an object', z.object({}), [], 'Invalid input: expected object, received array'],
    ['one allowed value', z.literal('light'), 'dark', 'Invalid input: expected "light"'],
    ['one of several', z.enum(['light', 'dark']), 'dim', 'Invalid option: expected one of "light"|"dark"'],
    ['a short string', z.string().check(z.minLength(1)), '', 'Too small: expected string to have >=1 characters'],
    ['a long array', z.array(z.number()).check(z.maxLength(2)), [1, 2, 3], 'Too big: expected array to have <=2 items'],
    ['a small number', z.number().check(z.gt(0)), 0, 'Too small: expected number to be >0'],
    ['a URL', z.url(), 'nope', 'Invalid URL'],
    ['a pattern', z.string().check(z.regex(/^0x/)), 'ab', 'Invalid string: must match pattern /^0x/'],
    ['keys', z.strictObject({}), { a: 1, b: 2 }, 'Unrecognized keys: "a", "b"'],
    ['anything else', z.union([z.string(), z.number()]), true, 'Invalid input'],
  ])('%s', (_case, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });
});
