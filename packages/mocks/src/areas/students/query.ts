import type { components } from '@gs/sdk/schema';

type Student = components['schemas']['Student'];
type StudentFilter = components['schemas']['StudentFilter'];
type StudentSearch = components['schemas']['StudentSearch'];
type SortField = components['schemas']['StudentSortField'];

/** Fields matched exactly (dictionary codes and numbers). */
const EXACT_FIELDS = ['xb', 'xydm', 'zydm', 'pycc', 'xwlx', 'xxxs', 'lb', 'xjzt', 'hdzt', 'bdzt', 'zzmm', 'rxnj', 'dsgh'] as const;

/** A predicate for the filter; text fields match by substring, codes exactly (our model). */
export function studentMatcher(filter: StudentFilter): (student: Student) => boolean {
  return studentMatcherOrNone(filter) ?? (() => true);
}

/** The filter's predicate, or `undefined` when the filter lets every student through. */
export function studentMatcherOrNone(filter: StudentFilter): ((student: Student) => boolean) | undefined {
  const keyword = filter.keyword?.trim();
  const name = filter.xm?.trim();
  const card = filter.xykh?.trim();
  const exact = EXACT_FIELDS.flatMap((field) => {
    const wanted = filter[field];
    return wanted === undefined || wanted === '' ? [] : [[field, String(wanted)] as const];
  });
  if (!keyword && !name && !card && exact.length === 0) return undefined;
  return (student) => {
    if (keyword && !student.xm.includes(keyword) && !student.xykh.includes(keyword) && !student.sfzh.includes(keyword)) return false;
    if (name && !student.xm.includes(name)) return false;
    if (card && !student.xykh.includes(card)) return false;
    for (const [field, wanted] of exact) {
      if (String(student[field] ?? '') !== wanted) return false;
    }
    return true;
  };
}

// One collator for every comparison: `localeCompare(b, locale)` builds a new one per call, which made
// sorting 2,000 rows the bulk of a search's time.
const collator = new Intl.Collator('zh-Hans-CN');

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

export function sortStudents(rows: Student[], sort: StudentSearch['sort']): Student[] {
  const keys: { field: SortField; order: 'asc' | 'desc' }[] = sort?.length ? sort : [{ field: 'xykh', order: 'asc' }];
  return rows.sort((left, right) => {
    for (const { field, order } of keys) {
      const result = compareValues(left[field], right[field]);
      if (result !== 0) return order === 'asc' ? result : -result;
    }
    return 0;
  });
}

/** The students collection as the sort cache sees it: a version that moves on every change. */
interface StudentSource {
  readonly version: number;
  values(): IterableIterator<Student>;
}

const sortedCache = new WeakMap<StudentSource, Map<string, { version: number; rows: Student[] }>>();

/**
 * Every student in the requested order, sorted once per version of the collection and order. The
 * search then only filters and pages, which keeps it fast under load (the sort was most of its cost).
 * Callers must not modify the array.
 */
export function sortedStudents(students: StudentSource, sort: StudentSearch['sort']): readonly Student[] {
  const key = JSON.stringify(sort ?? []);
  let byOrder = sortedCache.get(students);
  if (!byOrder) {
    byOrder = new Map();
    sortedCache.set(students, byOrder);
  }
  const cached = byOrder.get(key);
  if (cached && cached.version === students.version) return cached.rows;
  const rows = sortStudents([...students.values()], sort);
  byOrder.set(key, { version: students.version, rows });
  return rows;
}
