import { anyValue, emailSchema, isoDateTimeSchema, nullable, nullish, recordOf } from './schemas';
import { z } from './zod';

const accepts = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).success;

// Each building block stands in for a zod kind the first load does not carry: it accepts what that kind accepts.
describe('the stand-ins for zod kinds', () => {
  // Parsed JSON and object literals: `recordOf` takes any non-array object where zod's `record` wants a plain one.
  const values = [null, undefined, '', 'text', 0, 1n, true, [], {}, { a: 'x' }, { a: 1 }, { a: 'x', b: null }];

  it.each([
    ['anyValue', anyValue, z.unknown()],
    ['nullable', nullable(z.string()), z.nullable(z.string())],
    ['nullish', nullish(z.string()), z.nullish(z.string())],
    ['recordOf', recordOf(z.string()), z.record(z.string(), z.string())],
  ])('%s', (_name, standIn, kind) => {
    for (const value of values) expect([value, accepts(standIn, value)]).toEqual([value, accepts(kind, value)]);
  });

  it('keeps a record’s keys and values, and null where null is allowed', () => {
    expect(recordOf(nullable(z.number())).parse({ a: 1, b: null })).toEqual({ a: 1, b: null });
    expect(z.object({ next: nullish(z.string()) }).parse({})).toEqual({});
  });

  it.each([
    'someone@example.com',
    'first.last+tag@mail.example.org',
    "o'brien@example.co",
    '.dot@example.com',
    'two..dots@example.com',
    'no-at.example.com',
    'someone@example',
    'someone@-example.com',
    ' someone@example.com',
  ])('emailSchema: %s as zod’s email', (value) => {
    expect(accepts(emailSchema, value)).toBe(accepts(z.email(), value));
  });

  it.each([
    '2024-02-29T12:00:00Z',
    '2023-02-29T12:00:00Z',
    '2024-04-31T12:00:00Z',
    '2024-01-15T23:59:59.123+05:30',
    '2024-01-15T23:59:59-0530',
    '2024-01-15T24:00:00Z',
    '2024-01-15T12:00Z',
    '2024-01-15T12:00:00',
    '2024-01-15',
  ])('isoDateTimeSchema: %s as zod’s iso.datetime with offsets', (value) => {
    expect(accepts(isoDateTimeSchema, value)).toBe(accepts(z.iso.datetime({ offset: true }), value));
  });

  it('says what is wrong in zod’s words', () => {
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe('Invalid email');
    expect(isoDateTimeSchema.safeParse('nope').error?.issues[0]?.message).toBe('Invalid datetime');
  });
});
