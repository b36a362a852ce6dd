/**
 * A translated text with placeholders, filled by plain string joins: for texts needed hundreds
 * of times per frame (the coverage matrix's cell labels), where a translation call per cell is
 * too slow. `translate` is called once, with markers in place of the values.
 */
export function compileTemplate<K extends string>(
  keys: readonly K[],
  translate: (values: Record<K, string>) => string,
): (values: Record<K, string>) => string {
  const markers = Object.fromEntries(keys.map((key, index) => [key, `\u0000${index}\u0000`]));
  const parts = translate(markers as Record<K, string>).split('\u0000');
  // parts: text, index, text, index, ..., text
  return (values) => {
    let out = parts[0]!;
    for (let index = 1; index < parts.length; index += 2) {
      out += values[keys[Number(parts[index])]!] + parts[index + 1]!;
    }
    return out;
  };
}
