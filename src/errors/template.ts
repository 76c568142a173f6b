/** The argument names of an ICU text with plain `{name}` arguments, in the order the text names them. */
type ArgumentsOf<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? [Name, ...ArgumentsOf<Rest>] : [];

/** A value for each argument name. */
type ValuesOf<Names extends string[]> = { [Index in keyof Names]: string | number };

/** An error text with arguments: called with them in the order the text names them, and its ICU `text` for the catalogue. */
export type Template<Text extends string> = ((...values: ValuesOf<ArgumentsOf<Text>>) => string) & { readonly text: Text };

/**
 * The English of an error text with arguments, made from its one ICU text (plain `{name}` arguments only, as
 * i18n/format.ts reads them): `template('Error registering name {name}')('alice.reown.id')`. The catalogue takes
 * `text` as it is.
 */
/*#__NO_SIDE_EFFECTS__*/
export function template<const Text extends string>(text: Text): Template<Text> {
  const fill = (...values: (string | number)[]) => {
    let index = 0;
    return text.replace(/\{\w+\}/g, () => String(values[index++]));
  };
  return Object.assign(fill, { text }) as Template<Text>;
}
