/**
 * Option lists (docs/rules.md "Option lists"): records merged by key, and by category where they have one, for the
 * dropdowns; a ranked list that holds every expected key (value 0 when a key is missing), by value descending.
 */
export interface OptionRecord<K extends string | number> {
  value: K;
  label: string;
  /** the group the option is shown under (a dropdown's option group); none: shown ungrouped */
  category?: string | null;
}

export interface Option<K extends string | number> {
  value: K;
  label: string;
}

/** antd Select's option group (`title` for the group's tooltip and search). */
export interface OptionGroup<K extends string | number> {
  label: string;
  title: string;
  options: Array<Option<K>>;
}

/**
 * One option per key (the first record of a key wins: a list read page by page may hold a record twice), grouped by
 * category where the records have one. Options and groups keep the order in which they first appear.
 */
export function mergeOptions<K extends string | number>(
  records: ReadonlyArray<OptionRecord<K>>,
): Array<Option<K> | OptionGroup<K>> {
  const seen = new Set<K>();
  const out: Array<Option<K> | OptionGroup<K>> = [];
  const groups = new Map<string, OptionGroup<K>>();
  records.forEach((r) => {
    if (seen.has(r.value)) return;
    seen.add(r.value);
    const option = { value: r.value, label: r.label };
    const category = r.category?.trim();
    if (!category) {
      out.push(option);
      return;
    }
    let group = groups.get(category);
    if (!group) {
      group = { label: category, title: category, options: [] };
      groups.set(category, group);
      out.push(group);
    }
    group.options.push(option);
  });
  return out;
}

/**
 * A ranking: the records, plus one made by `missing` for each expected key without a record (its value 0), sorted by
 * value descending; equal values keep the expected keys' order, then the records' own.
 */
export function rankList<T, K>(
  records: readonly T[],
  keys: readonly K[],
  by: { key: (r: T) => K; value: (r: T) => number; missing: (key: K) => T },
): T[] {
  const present = new Set(records.map(by.key));
  const all = [...records, ...keys.filter((k) => !present.has(k)).map(by.missing)];
  const order = (r: T) => {
    const i = keys.indexOf(by.key(r));
    return i < 0 ? keys.length + records.indexOf(r) : i;
  };
  return all.sort((a, b) => by.value(b) - by.value(a) || order(a) - order(b));
}
