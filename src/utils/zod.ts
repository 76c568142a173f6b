import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// zod/mini has no messages of its own: the English locale is set here, where `z` comes from (bundlers keep this call only if package.json `sideEffects` lists this file).
// `jitless`: our schemas mostly check one small payload each (the config, a stored value, an API answer), where
// compiling a parser with `new Function` costs more than it saves; it also keeps hosts with a strict
// Content-Security-Policy (no 'unsafe-eval') free of violation reports.
z.config({ ...en(), jitless: true });

export { z };

/** Building blocks shared by the config, stored values and API answers. */
export const nonEmptyString = () => z.string().check(z.minLength(1));
export const httpUrl = z.url({ protocol: /^https?$/ });
export const wsUrl = z.url({ protocol: /^wss?$/ });
