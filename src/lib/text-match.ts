/** The typed filter made ready to match: trimmed and lower-cased once per keystroke, not per row. */
export const filterWords = (query: string) => query.trim().toLowerCase();

/** Whether any of a row's texts holds the typed words, case aside; an empty filter matches all. */
export const matchesAny = (texts: readonly string[], words: string) =>
  !words || texts.some((text) => text.toLowerCase().includes(words));
