/**
 * A pure reading of one text that remembers its last few results. Answering one question asks the
 * same thing of the same text from several steps (which aspects it asks about, whether it is a
 * yes/no question): the repeats within an answer are worked out once. Kept small on purpose, so it
 * saves work inside one answer and never turns into a cache of replies across visitors.
 */
export function remembered<T>(read: (text: string) => T, kept = 32): (text: string) => T {
  const results = new Map<string, T>();
  return (text) => {
    if (results.has(text)) return results.get(text) as T;
    if (results.size >= kept) results.clear();
    const result = read(text);
    results.set(text, result);
    return result;
  };
}
