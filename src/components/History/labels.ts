/** A screen's field labels by field name, taken from its table columns (string titles and field names only). */
export function columnLabels(columns: ReadonlyArray<{ title?: unknown; dataIndex?: unknown }>): Record<string, string> {
  const out: Record<string, string> = {};
  columns.forEach((c) => {
    if (typeof c.title === 'string' && typeof c.dataIndex === 'string') out[c.dataIndex] = c.title;
  });
  return out;
}
