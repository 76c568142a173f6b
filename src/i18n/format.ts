// A small ICU MessageFormat subset, enough for the catalogue: `{name}`, `{count, number}`,
// `{count, plural, =0 {…} one {# wallet} other {# wallets}}` and `{kind, select, a {…} other {…}}`.
// Apostrophes are ordinary characters (no ICU quoting): no message needs a literal brace.

export type MessageValues = Readonly<Record<string, string | number>>;

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (locale: string, count: number) => {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
};

/** `message` with its arguments filled in from `values`, plurals chosen by the rules of `locale`. */
export function formatMessage(message: string, values: MessageValues = {}, locale = 'en'): string {
  let position = 0;
  const fail = (why: string) => new Error(`Malformed message at ${position}: ${why} in "${message}"`);
  const readUntil = (stops: string) => {
    const start = position;
    while (position < message.length && !stops.includes(message.charAt(position))) position++;
    return message.slice(start, position).trim();
  };
  const number = (value: string | number | undefined) => Number(value ?? 0);

  // Text up to the closing brace of the enclosing branch (or the end); `#` is the plural's count inside one.
  function text(pound: string | undefined): string {
    let out = '';
    while (position < message.length) {
      const char = message.charAt(position);
      if (char === '}') break;
      if (char === '{') out += argument();
      else {
        out += char === '#' && pound !== undefined ? pound : char;
        position++;
      }
    }
    return out;
  }

  function argument(): string {
    position++; // {
    const name = readUntil(',}');
    const value = values[name];
    if (message.charAt(position) === '}') {
      position++;
      return value === undefined ? `{${name}}` : String(value);
    }
    position++; // ,
    const type = readUntil(',}');
    if (type === 'number' && message.charAt(position) === '}') {
      position++;
      return new Intl.NumberFormat(locale).format(number(value));
    }
    if ((type !== 'plural' && type !== 'select') || message.charAt(position) !== ',') throw fail(`unknown argument type "${type}"`);
    position++; // ,
    const count = number(value);
    const pound = type === 'plural' ? new Intl.NumberFormat(locale).format(count) : undefined;
    const branches = new Map<string, string>();
    for (;;) {
      const selector = readUntil('{}');
      if (message.charAt(position) === '}') break;
      if (!selector || position >= message.length) throw fail('a branch without a selector');
      position++; // {
      branches.set(selector, text(pound));
      if (message.charAt(position) !== '}') throw fail('an unclosed branch');
      position++; // }
    }
    position++; // } of the argument
    const chosen = type === 'plural' ? (branches.get(`=${count}`) ?? branches.get(pluralOf(locale, count))) : branches.get(String(value));
    return chosen ?? branches.get('other') ?? '';
  }

  const out = text(undefined);
  if (position < message.length) throw fail('an unmatched "}"');
  return out;
}
