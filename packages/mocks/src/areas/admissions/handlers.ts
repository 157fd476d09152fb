import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import { idCardCheckChar, idCardFacts } from '@gs/sdk/validators';
import {
  EXPORT_EXTRA_COLUMNS,
  IMPORT_COLUMNS,
  type ReadRow,
  UnreadableWorkbook,
  candidatesWorkbook,
  readCandidatesWorkbook,
} from '../../files/candidates-xlsx.ts';
import type { MockContext } from '../../http/context.ts';
import { paginate } from '../../http/paging.ts';
import { type Lang, say } from '../../http/language.ts';
import { MEDIA, SUCCESS, fail, fileResponse } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { dictsSlice } from '../dicts/store.ts';
import { orgSlice } from '../org/store.ts';
import { studentsSlice } from '../students/store.ts';
import { FIELD_NAMES, candidateReasons, degreeTypeOf } from './rules.ts';
import { ADMISSION_YEAR, examNumber } from './seed.ts';
import { PYCC_OF_LEVEL, STATE_NAMES, admissionsSlice } from './store.ts';

type Candidate = components['schemas']['Candidate'];
type CandidateFields = components['schemas']['CandidateFields'];
type Level = components['schemas']['AdmissionLevel'];
type AdmissionState = components['schemas']['AdmissionState'];
type ImportReport = components['schemas']['CandidateImportReport'];

const LEVEL_NAMES: Record<Level, string> = { ss: '硕士', bs: '博士' };
const REQUIRED = IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.key);

interface ListFilter {
  level?: Level;
  year?: number;
  xydm?: string;
  zydm?: string;
  state?: AdmissionState[];
  keyword?: string;
  ids?: string[];
}

type SortField = 'ksbh' | 'xm' | 'xydm' | 'zydm' | 'cjzf' | 'state' | 'createTime' | 'updateTime';

function matcher(filter: ListFilter): (c: Candidate) => boolean {
  const keyword = filter.keyword?.trim().toUpperCase();
  const states = filter.state?.length ? new Set(filter.state) : undefined;
  const ids = filter.ids?.length ? new Set(filter.ids) : undefined;
  return (c) =>
    (!ids || ids.has(c.id)) &&
    (!filter.level || c.level === filter.level) &&
    (filter.year === undefined || c.year === filter.year) &&
    (!filter.xydm || c.xydm === filter.xydm) &&
    (!filter.zydm || c.zydm === filter.zydm) &&
    (!states || states.has(c.state)) &&
    (!keyword || c.xm.includes(keyword) || c.ksbh.includes(keyword) || c.sfzh.toUpperCase().includes(keyword));
}

function sorted(rows: Candidate[], field: SortField = 'ksbh', order: 'asc' | 'desc' = 'asc'): Candidate[] {
  const sign = order === 'desc' ? -1 : 1;
  return rows.sort((a, b) => {
    const x = a[field] ?? '';
    const y = b[field] ?? '';
    const by = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'zh-CN');
    return by !== 0 ? sign * by : a.ksbh.localeCompare(b.ksbh);
  });
}

/** The row of a workbook as candidate fields: numbers parsed, blanks left out. */
function fieldsOf(values: ReadRow['values']): { fields: Partial<CandidateFields> & { ksbh?: string }; reasons: string[] } {
  const reasons: string[] = [];
  const { cjzf, ...text } = values;
  const fields: Partial<CandidateFields> & { ksbh?: string } = { ...(text as Partial<Record<keyof CandidateFields, string>>) } as Partial<CandidateFields> & {
    ksbh?: string;
  };
  if (cjzf !== undefined) {
    const score = Number(cjzf);
    if (Number.isFinite(score)) fields.cjzf = score;
    else reasons.push(`初试总分 ${cjzf} 不是数字`);
  }
  return { fields, reasons };
}

/** `n` candidates in English: 1 candidate, 3 candidates. */
const candidates = (n: number) => `${n} ${n === 1 ? 'candidate' : 'candidates'}`;

/** What an import did, in the request's language (issue 22 §13). */
function importedMessage(imported: number, refused: number, lang: Lang): string {
  const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;
  return say(lang, `导入 ${imported} 行，${refused} 行未导入`, `${rows(imported)} imported, ${rows(refused)} not imported`);
}

export function admissionsHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const store = ctx.store;
  const admissions = store.slice(admissionsSlice);
  const dicts = store.slice(dictsSlice);
  const org = store.slice(orgSlice);
  const students = store.slice(studentsSlice);
  const rules = { dicts, org };
  const base = '/cloud-xj/api/zs/lq' as const;

  /** The names a candidate carries beside its codes (college, major, direction, supervisor). */
  function withNames(c: Candidate): Candidate {
    return {
      ...c,
      xymc: dicts.label('xj_xy', c.xydm) ?? c.xydm,
      zymc: dicts.label('xj_zy', c.zydm) ?? c.zydm,
      yjfxmc: c.yjfx ? (org.directions.get(c.yjfx)?.name ?? null) : null,
      dsxm: c.dsgh ? (students.staffMember(c.dsgh)?.xm ?? null) : null,
    };
  }

  /** ID card number taken by another candidate of the year, or by a student record. */
  function idCardTaken(sfzh: string, year: number, selfId: string | undefined): string | undefined {
    const other = admissions.bySfzh(year, sfzh);
    if (other && other.id !== selfId) return `身份证号已由考生 ${other.xm}（${other.ksbh}）使用`;
    const student = students.byIdCard(sfzh);
    if (student) return `身份证号已是在册学生 ${student.xm}（学号 ${student.xykh}）的`;
    return undefined;
  }

  function select(filter: ListFilter, sortField?: SortField, sortOrder?: 'asc' | 'desc'): Candidate[] {
    return sorted([...admissions.candidates.values()].filter(matcher(filter)), sortField, sortOrder);
  }

  function sampleRow(level: Level): Record<string, string | number | null> {
    const teacher = [...org.profiles.values()].map((p) => org.teacherOf(p.gh)).find((t) => t?.xydm === '001' && t.dslx === '1');
    const direction = org.directionsOf('081200')[0];
    const first17 = `11010820000315001`;
    return {
      ksbh: examNumber(ADMISSION_YEAR, level, '001', 9999),
      xm: '李明',
      xb: '1',
      sfzh: first17 + idCardCheckChar(first17),
      mz: '01',
      zzmm: '03',
      sjhm: '13800138000',
      dzyx: 'liming@example.com',
      xydm: '001',
      zydm: '081200',
      yjfx: direction?.id ?? null,
      dsgh: teacher?.gh ?? null,
      xwlx: '1',
      xxxs: '1',
      cjzf: 385,
    };
  }

  /**
   * Checks every row and stores the good ones, in one write: a row is imported whole or not at all,
   * and every refused row is reported with all its reasons.
   */
  function importRows(rows: ReadRow[], level: Level, year: number): ImportReport {
    const count = (key: 'ksbh' | 'sfzh') => {
      const seen = new Map<string, number[]>();
      for (const { row, values } of rows) {
        const value = values[key]?.toUpperCase();
        if (value) seen.set(value, [...(seen.get(value) ?? []), row]);
      }
      return seen;
    };
    const examNumbers = count('ksbh');
    const idCards = count('sfzh');
    const refused: ImportReport['refused'] = [];
    let imported = 0;
    for (const { row, values } of rows) {
      const { fields, reasons } = fieldsOf(values);
      const missing = REQUIRED.filter((key) => !values[key]);
      if (missing.length > 0) reasons.unshift(`缺少必填项：${missing.map((key) => FIELD_NAMES[key] ?? key).join('、')}`);
      const ksbh = values.ksbh;
      if (ksbh) {
        if (!/^\d{15}$/.test(ksbh)) reasons.push('考生编号须为 15 位数字');
        const rowsWith = examNumbers.get(ksbh.toUpperCase()) ?? [];
        if (rowsWith.length > 1) reasons.push(`考生编号 ${ksbh} 在文件中重复（第 ${rowsWith.join('、')} 行）`);
        const stored = admissions.byKsbh(year, ksbh);
        if (stored) reasons.push(`考生编号 ${ksbh} 已存在（${year} 年考生 ${stored.xm}）`);
      }
      if (values.xm && values.xm.length > 50) reasons.push('姓名超过 50 个字符');
      if (values.sfzh) {
        const rowsWith = idCards.get(values.sfzh.toUpperCase()) ?? [];
        if (rowsWith.length > 1) reasons.push(`身份证号在文件中重复（第 ${rowsWith.join('、')} 行）`);
        const taken = idCardTaken(values.sfzh, year, undefined);
        if (taken) reasons.push(taken);
      }
      reasons.push(...candidateReasons(fields, level, rules));
      if (reasons.length > 0) {
        refused.push({ row, ksbh: ksbh ?? null, xm: values.xm ?? null, reasons });
        continue;
      }
      const now = store.now();
      const zydm = fields.zydm!;
      admissions.put(
        withNames({
          id: store.nextId(),
          level,
          year,
          ksbh: ksbh!,
          xm: fields.xm!,
          xb: fields.xb!,
          sfzh: fields.sfzh!.toUpperCase(),
          csrq: idCardFacts(fields.sfzh!)?.birthDate,
          mz: fields.mz ?? '01',
          ...(fields.zzmm ? { zzmm: fields.zzmm } : {}),
          sjhm: fields.sjhm ?? null,
          dzyx: fields.dzyx ?? null,
          xydm: fields.xydm!,
          zydm,
          yjfx: fields.yjfx ?? null,
          dsgh: fields.dsgh ?? null,
          xwlx: fields.xwlx ?? degreeTypeOf(zydm),
          xxxs: fields.xxxs!,
          pycc: PYCC_OF_LEVEL[level],
          ...(fields.cjzf !== undefined ? { cjzf: fields.cjzf } : {}),
          state: 'pending',
          confirmTime: null,
          enrolledXykh: null,
          createTime: now,
          updateTime: now,
        }),
      );
      imported += 1;
    }
    return { imported, refused };
  }

  return [
    route.authed('get', base, ({ query }) => {
      const { current, size, sortField, sortOrder, ...filter } = query;
      return { data: paginate(select(filter, sortField, sortOrder), current, size) };
    }),

    route.authed('get', `${base}/info/{id}`, ({ params }) => ({ data: admissions.get(params.id) })),

    route.authed('put', `${base}/info/{id}`, ({ params, body, lang }) => {
      const current = admissions.get(params.id);
      if (current.state !== 'pending') fail(409, `考生 ${current.xm}（${current.ksbh}）${STATE_NAMES[current.state]}，只有待确认的考生可以修改`);
      const merged = { ...current, ...body };
      const reasons = candidateReasons(merged, current.level, rules);
      const taken = body.sfzh ? idCardTaken(body.sfzh, current.year, current.id) : undefined;
      if (taken) reasons.push(taken);
      if (reasons.length > 0) fail(400, reasons.join('；'));
      const csrq = idCardFacts(merged.sfzh)?.birthDate ?? current.csrq;
      const changed = admissions.change(current.id, withNames({ ...merged, sfzh: merged.sfzh.toUpperCase(), ...(csrq ? { csrq } : {}) }));
      return { data: changed, message: say(lang, ...SUCCESS.saved) };
    }),

    route.authed('post', `${base}/confirm`, ({ body, lang }) => {
      const rows = admissions.inStates(body.ids, ['pending'], '确认');
      const now = store.now();
      for (const c of rows) admissions.change(c.id, { state: 'confirmed', confirmTime: now });
      return { data: { count: rows.length }, message: say(lang, `已确认 ${rows.length} 名考生`, `${candidates(rows.length)} confirmed`) };
    }),

    route.authed('post', `${base}/decline`, ({ body, lang }) => {
      const rows = admissions.inStates(body.ids, ['pending', 'confirmed'], '放弃录取');
      for (const c of rows) admissions.change(c.id, { state: 'declined' });
      return { data: { count: rows.length }, message: say(lang, `已放弃 ${rows.length} 名考生`, `${candidates(rows.length)} declined`) };
    }),

    route.authed('post', `${base}/enrol`, ({ body, lang }) => {
      const rows = admissions.inStates(body.ids, ['confirmed'], '办理入学');
      for (const c of rows) {
        const holder = students.byIdCard(c.sfzh);
        if (holder) fail(409, `考生 ${c.xm}（${c.ksbh}）的身份证号已是在册学生（学号 ${holder.xykh}）的，不能再次入学`);
      }
      // Card numbers in the order of the examination numbers, one student at a time: each `add` moves
      // the students area's sequence of its year and college, so the next call gets the next number.
      const enrolled = rows
        .sort((a, b) => a.ksbh.localeCompare(b.ksbh))
        .map((c) => {
          const xykh = students.nextXykh(c.year, c.xydm);
          const professional = c.xwlx === '2';
          const xz = c.level === 'bs' ? 4 : professional ? 2 : 3;
          students.add({
            xykh,
            xm: c.xm,
            xb: c.xb,
            sfzh: c.sfzh,
            ...(c.csrq ? { csrq: c.csrq } : {}),
            ...(c.mz ? { mz: c.mz } : {}),
            ...(c.zzmm ? { zzmm: c.zzmm } : {}),
            ...(c.sjhm ? { sjhm: c.sjhm } : {}),
            ...(c.dzyx ? { dzyx: c.dzyx } : {}),
            xydm: c.xydm,
            zydm: c.zydm,
            pycc: c.pycc,
            xwlx: c.xwlx,
            xxxs: c.xxxs,
            lb: '1',
            rxnj: c.year,
            rxrq: `${c.year}-09-01`,
            xz,
            yjbyrq: `${c.year + xz}-06-30`,
            dsgh: c.dsgh ?? null,
            xjzt: '01',
            hdzt: '0',
            bdzt: '0',
            bz: `${c.year} 年${LEVEL_NAMES[c.level]}录取入学，考生编号 ${c.ksbh}`,
          });
          admissions.change(c.id, { state: 'enrolled', enrolledXykh: xykh });
          return { id: c.id, ksbh: c.ksbh, xm: c.xm, xykh };
        });
      return { data: { enrolled }, message: say(lang, `已入学 ${enrolled.length} 名考生`, `${candidates(enrolled.length)} enrolled`) };
    }),

    route.authed('get', `${base}/template`, async ({ query }) => {
      const level = query.level ?? 'ss';
      const bytes = await candidatesWorkbook([sampleRow(level)], {
        title: `${LEVEL_NAMES[level]}录取名单`,
        columns: IMPORT_COLUMNS,
        notes: [
          '第一行为表头，请勿修改；带 * 的列为必填项；第二行为示例，导入前请删除或改为真实数据。',
          '性别、民族、政治面貌、学院、专业、学位类型、学习方式填写字典代码（例如 性别 1 男、2 女；学院 001；专业 081200）。',
          '考生编号为 15 位数字，同一年度内不得重复；身份证号须为 18 位，校验位和出生日期须有效。',
          '专业须属于所填学院；研究方向填写组织机构树中该专业下的研究方向代码；导师须为该学院的导师，博士考生须为博士生导师。',
          '学位类型可留空，按专业推出（专业学位专业为 2，其他为 1）；初试总分为 0 到 500 的数字。',
          '每一行要么整行导入，要么整行不导入；未导入的行会在导入结果中逐行列出原因。一次最多 2000 行。',
        ],
      });
      return fileResponse(bytes, `${LEVEL_NAMES[level]}录取名单导入模板.xlsx`, MEDIA.xlsx);
    }),

    route.authed('get', `${base}/export`, async ({ query }) => {
      const rows = select(query).map((c) => ({ ...c, stateName: STATE_NAMES[c.state] }));
      const title = query.level ? `${LEVEL_NAMES[query.level]}录取名单` : '录取名单';
      const bytes = await candidatesWorkbook(rows, { title, columns: [...IMPORT_COLUMNS, ...EXPORT_EXTRA_COLUMNS].map(({ required: _required, ...c }) => c) });
      return fileResponse(bytes, `${title}_${store.now().slice(0, 10).replaceAll('-', '')}.xlsx`, MEDIA.xlsx);
    }),

    route.authed('post', `${base}/import`, async ({ body, files, lang }) => {
      const file = files.get('file') ?? fail(400, "body: missing required field 'file'");
      let rows: ReadRow[];
      try {
        rows = await readCandidatesWorkbook(new Uint8Array(await file.arrayBuffer()));
      } catch (error) {
        if (error instanceof UnreadableWorkbook) fail(error.tooLarge ? 413 : 400, error.message);
        throw error;
      }
      const year = body.year ?? ADMISSION_YEAR;
      // The file is read; what it changes happens in one write of its own (a refused row changes nothing).
      const report = store.write(() => importRows(rows, body.level, year));
      return { data: report, message: importedMessage(report.imported, report.refused.length, lang) };
    }),
  ];
}
