/** A dictionary label of a code: `label('xj_xy', '001')` gives the college's name. */
export type Label = (dictName: string, value: unknown) => string | null;

/**
 * Label lookups over dictionaries given as functions of plain data (`dict(name)` gives a dictionary's
 * entries), each indexed once per export instead of searched once per cell. A blank value has no
 * label; a value the dictionary lacks shows as it is.
 */
export function labeller(dict: (dictName: string) => readonly { value: string; label: string }[]): Label {
  const cache = new Map<string, Map<string, string>>();
  return (dictName, value) => {
    if (value === null || value === undefined || value === '') return null;
    let labels = cache.get(dictName);
    if (!labels) {
      labels = new Map(dict(dictName).map((entry) => [entry.value, entry.label]));
      cache.set(dictName, labels);
    }
    return labels.get(String(value)) ?? String(value);
  };
}
