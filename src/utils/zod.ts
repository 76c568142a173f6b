import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// zod/mini has no messages of its own: the English locale is set here, where `z` comes from (bundlers keep this call only if package.json `sideEffects` lists this file).
z.config(en());

export { z };
