import * as z from 'zod/mini';

/**
 * zod/mini has no messages of its own. Its English locale covers every check zod has (1 KiB of the first load); these
 * are its words for the checks our schemas use, and the rest read "Invalid input".
 */
function englishIssue(issue: z.core.$ZodRawIssue): string {
  const values = (list: readonly unknown[], separator: string) =>
    list.map((value) => (typeof value === 'string' ? `"${value}"` : String(value))).join(separator);
  switch (issue.code) {
    case 'invalid_type': {
      const { input } = issue;
      const received =
        input === null ? 'null' : Array.isArray(input) ? 'array' : typeof input === 'number' && Number.isNaN(input) ? 'NaN' : typeof input;
      return `Invalid input: expected ${issue.expected}, received ${received}`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid input: expected ${values(issue.values, '')}`
        : `Invalid option: expected one of ${values(issue.values, '|')}`;
    case 'too_big':
    case 'too_small': {
      const bound = issue.code === 'too_big' ? issue.maximum : issue.minimum;
      const relation = issue.exact ? 'exactly ' : `${issue.code === 'too_big' ? '<' : '>'}${issue.inclusive ? '=' : ''}`;
      const unit = { string: 'characters', array: 'items' }[issue.origin as string];
      const size = unit ? `to have ${relation}${bound} ${unit}` : `to be ${relation}${bound}`;
      return `Too ${issue.code === 'too_big' ? 'big' : 'small'}: expected ${issue.origin ?? 'value'} ${size}`;
    }
    case 'invalid_format':
      return issue.format === 'regex'
        ? `Invalid string: must match pattern ${issue.pattern}`
        : `Invalid ${issue.format === 'url' ? 'URL' : issue.format}`;
    case 'unrecognized_keys':
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${values(issue.keys, ', ')}`;
    default:
      return 'Invalid input';
  }
}

// `jitless`: our schemas mostly check one small payload each (the config, a stored value, an API answer), where
// compiling a parser with `new Function` costs more than it saves; it also keeps hosts with a strict
// Content-Security-Policy (no 'unsafe-eval') free of violation reports. Set here, where `z` comes from (bundlers keep
// this call only if package.json `sideEffects` lists this file).
z.config({ localeError: englishIssue, jitless: true });

export { z };

/** Building blocks shared by the config, stored values and API answers. */
export const nonEmptyString = () => z.string().check(z.minLength(1));
export const httpUrl = z.url({ protocol: /^https?$/ });
export const wsUrl = z.url({ protocol: /^wss?$/ });
