/** One page of a list answer (the API's `PageMeta` plus its records). */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

export function paginate<T>(rows: readonly T[], current = 1, size = 10): Page<T> {
  const start = (current - 1) * size;
  return { records: rows.slice(start, start + size), total: rows.length, current, size, pages: Math.ceil(rows.length / size) };
}

/**
 * One page of the rows that pass `match`, and how many pass, without building the filtered list: a
 * search of 2,000 students then allocates only its page, which keeps garbage collection (the main cause of
 * slow answers under load) down. Same result as `paginate(rows.filter(match), current, size)`.
 */
export function paginateMatching<T>(rows: readonly T[], match: ((row: T) => boolean) | undefined, current = 1, size = 10): Page<T> {
  const start = (current - 1) * size;
  if (!match) return paginate(rows, current, size);
  const records: T[] = [];
  let total = 0;
  for (const row of rows) {
    if (!match(row)) continue;
    if (total >= start && records.length < size) records.push(row);
    total += 1;
  }
  return { records, total, current, size, pages: Math.ceil(total / size) };
}
