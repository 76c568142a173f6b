import type { en } from './en';

type English = typeof en;

/** The catalogue keys state and actions may carry: the notices (`notice.*`) and the errors a user can read (`error.*`). */
export type NoticeKey = Extract<keyof English, `notice.${string}` | `error.${string}`>;

/** The argument names of a message with plain `{name}` arguments (the only kind notices use). */
type ArgumentsOf<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | ArgumentsOf<Rest> : never;

/** The values a notice's message reads, one for each of its arguments. */
type NoticeValues<K extends NoticeKey> = Readonly<Record<ArgumentsOf<English[K]>, string | number>>;

/**
 * What went wrong or what happened, as state, actions and errors carry it: a catalogue key with the values its
 * message reads, never a sentence. It is serialisable; the sentence is made where it is shown, in the active locale
 * (`t(notice.key, notice.values)`). A message without arguments takes no values; one with arguments needs all.
 */
export type Notice<K extends NoticeKey = NoticeKey> = K extends NoticeKey
  ? [ArgumentsOf<English[K]>] extends [never]
    ? { readonly key: K; readonly values?: undefined }
    : { readonly key: K; readonly values: NoticeValues<K> }
  : never;
