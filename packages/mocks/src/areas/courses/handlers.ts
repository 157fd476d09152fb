import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import { fileDay } from '../../core/clock.ts';
import { COURSE_COLUMNS, COURSE_EXPORT_EXTRA_COLUMNS, coursesWorkbook, readCoursesWorkbook } from '../../files/courses-xlsx.ts';
import { type ReadRow, UnreadableWorkbook } from '../../files/import-xlsx.ts';
import { labeller } from '../../files/labels.ts';
import { xlsxStream } from '../../files/xlsx-lite.ts';
import type { MockContext } from '../../http/context.ts';
import { type Lang, say } from '../../http/language.ts';
import { paginate } from '../../http/paging.ts';
import { MEDIA, SUCCESS, fail, fileResponse, streamResponse } from '../../http/respond.ts';
import type { QueryOf, Router } from '../../http/route.ts';
import { MAX_EXPORT_ROWS } from '../applications/store.ts';
import { dictsSlice } from '../dicts/store.ts';
import { type CourseDraft, type Said, type Verdict, asKind, asLanguage, judgeCourse, named } from './rules.ts';
import { type CourseRecord, coursesSlice } from './store.ts';

type Course = components['schemas']['Course'];
type CourseInput = components['schemas']['CourseInput'];
type ImportReport = components['schemas']['CourseImportReport'];
/** The filters and order of the list, which its export takes too (without paging). */
type CourseQuery = QueryOf<'/cloud-xj/api/pkgl/kcgl/export', 'get'>;
type SortField = NonNullable<CourseQuery['sortField']>;

/** Chinese names of the import's columns, for the reasons a row is refused. */
const FIELD_NAMES: Record<string, string> = Object.fromEntries(COURSE_COLUMNS.map((c) => [c.key, c.header]));
const REQUIRED = COURSE_COLUMNS.filter((c) => c.required).map((c) => c.key);
/** How an import cell separates several prerequisites: commas, semicolons, 、 or spaces. */
const SEPARATORS = /[,，;；、\s]+/;

/** Every reason in the request's language, one sentence. */
const sayAll = (reasons: readonly Said[], lang: Lang) => (lang === 'en' ? reasons.map((r) => r.en).join('; ') : reasons.map((r) => r.zh).join('；'));

/** Refuses a create or an edit the rules found wrong: 400 for bad input, else 409 for a clash with the library. */
function refuseIfWrong({ invalid, conflicts }: Verdict): void {
  const reasons = invalid.length > 0 ? invalid : conflicts;
  if (reasons.length === 0) return;
  fail(invalid.length > 0 ? 400 : 409, sayAll(reasons, 'zh'), sayAll(reasons, 'en'));
}

function comparer(field: SortField): (a: CourseRecord, b: CourseRecord) => number {
  if (field === 'xf' || field === 'xs') return (a, b) => a[field] - b[field];
  if (field === 'kcmc') return (a, b) => a.kcmc.localeCompare(b.kcmc, 'zh-CN');
  return (a, b) => String(a[field]).localeCompare(String(b[field]));
}

export function coursesHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const store = ctx.store;
  const courses = store.slice(coursesSlice);
  const dicts = store.slice(dictsSlice);
  const rules = { dicts, courses };
  const base = '/cloud-xj/api/pkgl/kcgl' as const;

  /** The answer of a record: the college's name and the prerequisites' codes and names beside the codes. */
  function answerOf(course: CourseRecord): Course {
    return {
      ...course,
      xymc: dicts.label('xj_xy', course.xydm) ?? course.xydm,
      xxkcList: courses.coursesByIds(course.xxkc).map(({ id, kcdm, kcmc, kcmcEn }) => ({ id, kcdm, kcmc, kcmcEn })),
    };
  }

  function select(query: CourseQuery): CourseRecord[] {
    const keyword = query.keyword?.trim().toLowerCase();
    const ids = query.ids?.length ? new Set(query.ids) : undefined;
    const rows = [...courses.courses.values()].filter(
      (c) =>
        (!ids || ids.has(c.id)) &&
        (!query.kclx || c.kclx === query.kclx) &&
        (!query.xydm || c.xydm === query.xydm) &&
        (!query.skyy || c.skyy === query.skyy) &&
        (!keyword || c.kcdm.toLowerCase().includes(keyword) || c.kcmc.toLowerCase().includes(keyword) || Boolean(c.kcmcEn?.toLowerCase().includes(keyword))),
    );
    const sign = query.sortOrder === 'desc' ? -1 : 1;
    const by = comparer(query.sortField ?? 'kcdm');
    return rows.sort((a, b) => sign * by(a, b) || a.kcdm.localeCompare(b.kcdm));
  }

  /** Stores a checked draft as a course (new, or the edit of `self`). */
  function save(draft: CourseDraft, prerequisites: string[], self: CourseRecord | undefined): CourseRecord {
    const now = store.now();
    return courses.put({
      id: self?.id ?? store.nextId(),
      kcdm: draft.kcdm,
      kcmc: draft.kcmc.trim(),
      kcmcEn: draft.kcmcEn?.trim() || null,
      xf: draft.xf,
      xs: draft.xs,
      kclx: asKind(draft.kclx),
      xydm: draft.xydm,
      skyy: asLanguage(draft.skyy),
      xxkc: prerequisites,
      createTime: self?.createTime ?? now,
      updateTime: now,
    });
  }

  /** The draft of a JSON body: a new course's fields, or an edit over the stored course. */
  function draftOf(body: Partial<CourseInput>, current?: CourseRecord): CourseDraft {
    return {
      kcdm: body.kcdm ?? current?.kcdm ?? '',
      kcmc: body.kcmc ?? current?.kcmc ?? '',
      kcmcEn: body.kcmcEn === undefined ? (current?.kcmcEn ?? null) : body.kcmcEn,
      xf: body.xf ?? current?.xf ?? 0,
      xs: body.xs ?? current?.xs ?? 0,
      kclx: body.kclx ?? current?.kclx ?? '',
      xydm: body.xydm ?? current?.xydm ?? '',
      skyy: body.skyy ?? current?.skyy ?? '',
      xxkc: body.xxkc ?? current?.xxkc ?? [],
    };
  }

  /** A row of the workbook as a draft, with what cannot even be read (numbers that are not numbers). */
  function rowDraft(values: ReadRow['values']): { draft: CourseDraft; unreadable: Said[] } {
    const unreadable: Said[] = [];
    const number = (key: 'xf' | 'xs') => {
      const text = values[key];
      if (text === undefined) return 0;
      const value = Number(text);
      if (!Number.isFinite(value))
        unreadable.push({ zh: `${FIELD_NAMES[key]} ${text} 不是数字`, en: `${key === 'xf' ? 'Credits' : 'Hours'} ${text} is not a number` });
      return value;
    };
    return {
      draft: {
        kcdm: (values.kcdm ?? '').toUpperCase(),
        kcmc: values.kcmc ?? '',
        kcmcEn: values.kcmcEn ?? null,
        xf: number('xf'),
        xs: number('xs'),
        kclx: values.kclx ?? '',
        xydm: values.xydm ?? '',
        skyy: values.skyy ?? '',
        xxkc: (values.xxkc ?? '').split(SEPARATORS).filter(Boolean),
      },
      unreadable,
    };
  }

  /**
   * Checks every row and stores the good ones, in order, in one write: a row is imported whole or not at
   * all, a later row may name an earlier one as its prerequisite, and every refused row is reported with
   * all its reasons.
   */
  function importRows(rows: ReadRow[], lang: Lang): ImportReport {
    const rowsOfCode = new Map<string, number[]>();
    for (const { row, values } of rows) {
      const code = values.kcdm?.toUpperCase();
      if (code) rowsOfCode.set(code, [...(rowsOfCode.get(code) ?? []), row]);
    }
    const refused: ImportReport['refused'] = [];
    let imported = 0;
    for (const { row, values } of rows) {
      const { draft, unreadable } = rowDraft(values);
      const reasons: Said[] = [];
      const missing = REQUIRED.filter((key) => !values[key]);
      if (missing.length > 0) {
        reasons.push({ zh: `缺少必填项：${missing.map((key) => FIELD_NAMES[key]).join('、')}`, en: `Required and missing: ${missing.join(', ')}` });
      }
      const twice = rowsOfCode.get(draft.kcdm) ?? [];
      if (twice.length > 1)
        reasons.push({ zh: `课程代码 ${draft.kcdm} 在文件中重复（第 ${twice.join('、')} 行）`, en: `The code ${draft.kcdm} is in rows ${twice.join(', ')}` });
      reasons.push(...unreadable);
      const verdict = judgeCourse(draft, undefined, rules);
      // A blank required field is said once, as missing; the rules would say it again in their words.
      reasons.push(...[...verdict.invalid, ...verdict.conflicts].filter((reason) => !reason.field || !missing.includes(reason.field)));
      // A prerequisite the file brings in a later row, or in a row that was refused, is named as such.
      const later = draft.xxkc.filter(
        (ref) => !courses.courseByRef(ref) && (rowsOfCode.get(ref.toUpperCase()) ?? []).length > 0 && ref.toUpperCase() !== draft.kcdm,
      );
      if (later.length > 0) {
        reasons.push({
          zh: `先修课程 ${later.join('、')} 在文件中位于本行之后或未能导入，须先导入`,
          en: `The prerequisites ${later.join(', ')} come later in the file or were not imported; they must be imported first`,
        });
      }
      if (reasons.length > 0) {
        refused.push({ row, kcdm: values.kcdm ?? null, kcmc: values.kcmc ?? null, reasons: reasons.map((r) => say(lang, r.zh, r.en)) });
        continue;
      }
      save(draft, verdict.prerequisites, undefined);
      imported += 1;
    }
    return { imported, refused };
  }

  function importedMessage(imported: number, refused: number, lang: Lang): string {
    const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;
    return say(lang, `导入 ${imported} 行，${refused} 行未导入`, `${rows(imported)} imported, ${rows(refused)} not imported`);
  }

  return [
    route.authed('get', base, ({ query }) => {
      const { current, size, ...filter } = query;
      const page = paginate(select(filter), current, size);
      // Names are worked out for the page's rows only.
      return { data: { ...page, records: page.records.map(answerOf) } };
    }),

    route.authed('post', base, ({ body, lang }) => {
      const draft = draftOf(body);
      const verdict = judgeCourse(draft, undefined, rules);
      refuseIfWrong(verdict);
      return { data: answerOf(save(draft, verdict.prerequisites, undefined)), message: say(lang, ...SUCCESS.added) };
    }),

    // Before `/kcgl/{id}`: the first handler whose path matches answers.
    route.authed('get', `${base}/template`, async () => {
      const sample = {
        kcdm: 'XX00109',
        kcmc: '强化学习',
        kcmcEn: 'Reinforcement Learning',
        xf: 2,
        xs: 32,
        kclx: '3',
        xydm: '001',
        skyy: 'bilingual',
        xxkc: 'XW00104',
      };
      const bytes = await coursesWorkbook([sample], {
        title: '课程库',
        notes: [
          '第一行为表头，请勿修改；带 * 的列为必填项；第二行为示例，导入前请删除或改为真实数据。',
          '课程代码为 6 到 10 位大写字母或数字，不得与课程库或文件中的其他课程重复；导入只新增课程，不修改已有课程。',
          '学分为 0.5 到 10，且为 0.5 的倍数；学时为正整数。',
          '课程类型填写代码：1 公共必修课、2 学位课、3 选修课、4 实践环节；授课语言填写代码：zh 中文、en 英文、bilingual 双语。',
          '开课学院填写学院代码（例如 001 计算机科学与技术学院），不能填写专业代码。',
          '先修课程填写课程代码，多个用逗号、分号或顿号分隔；须为课程库中已有的课程，或本文件中位于前面的行。',
          '每一行要么整行导入，要么整行不导入；未导入的行会在导入结果中逐行列出原因。一次最多 2000 行。',
        ],
      });
      return fileResponse(bytes, '课程库导入模板.xlsx', MEDIA.xlsx);
    }),

    route.authed('get', `${base}/export`, ({ query }) => {
      const rows = select(query);
      if (rows.length > MAX_EXPORT_ROWS) fail(400, `符合条件的课程有 ${rows.length} 门，一次最多导出 ${MAX_EXPORT_ROWS} 门，请缩小筛选范围后再导出`);
      const label = labeller((name) => dicts.dict(name));
      const columns = [...COURSE_COLUMNS, ...COURSE_EXPORT_EXTRA_COLUMNS].map((c) => ({ header: c.header, width: c.width, text: !c.numFmt }));
      const cells = (i: number) => {
        const c = rows[i]!;
        const prerequisites = courses.coursesByIds(c.xxkc);
        return [
          c.kcdm,
          c.kcmc,
          c.kcmcEn ?? '',
          c.xf,
          c.xs,
          c.kclx,
          c.xydm,
          c.skyy,
          prerequisites.map((p) => p.kcdm).join('、'),
          label('kc_kclx', c.kclx) ?? '',
          label('xj_xy', c.xydm) ?? '',
          label('kc_skyy', c.skyy) ?? '',
          prerequisites.map((p) => p.kcmc).join('、'),
        ];
      };
      return streamResponse(xlsxStream('课程库', columns, rows.length, cells), `课程库-${fileDay(ctx.now())}.xlsx`, MEDIA.xlsx);
    }),

    route.authed('post', `${base}/import`, async ({ files, lang }) => {
      const file = files.get('file') ?? fail(400, "body: missing required field 'file'");
      let rows: ReadRow[];
      try {
        rows = await readCoursesWorkbook(new Uint8Array(await file.arrayBuffer()));
      } catch (error) {
        if (error instanceof UnreadableWorkbook) fail(error.tooLarge ? 413 : 400, error.message);
        throw error;
      }
      // The file is read; what it changes happens in one write of its own (a refused row changes nothing).
      const report = store.write(() => importRows(rows, lang));
      return { data: report, message: importedMessage(report.imported, report.refused.length, lang) };
    }),

    route.authed('get', `${base}/{id}`, ({ params }) => ({ data: answerOf(courses.get(params.id)) })),

    route.authed('put', `${base}/{id}`, ({ params, body, lang }) => {
      const current = courses.get(params.id);
      const draft = draftOf(body, current);
      const verdict = judgeCourse(draft, current, rules);
      refuseIfWrong(verdict);
      return { data: answerOf(save(draft, verdict.prerequisites, current)), message: say(lang, ...SUCCESS.saved) };
    }),

    route.authed('delete', `${base}/{id}`, ({ params, lang }) => {
      const course = courses.get(params.id);
      const needing = courses.dependentsOf(course.id);
      if (needing.length > 0) {
        const list = needing.map(named).join('、');
        fail(
          409,
          `${named(course)} 是 ${list} 的先修课程，不能删除`,
          `${named(course)} is a prerequisite of ${needing.map(named).join(', ')} and cannot be deleted`,
        );
      }
      const uses = courses.usesOf(course.id);
      if (uses.length > 0) {
        // A course in every plan (a public course) would make a long message: the first three and a count.
        const first = uses.slice(0, 3);
        const more = uses.length - first.length;
        fail(
          409,
          `${named(course)} 被 ${first.map((use) => use.zh).join('、')}${more > 0 ? ` 等 ${uses.length} 处` : ''}使用，不能删除`,
          `${named(course)} is used in ${first.map((use) => use.en).join(', ')}${more > 0 ? ` and ${more} more` : ''} and cannot be deleted`,
        );
      }
      courses.remove(course.id);
      return { data: null, message: say(lang, ...SUCCESS.deleted) };
    }),
  ];
}
