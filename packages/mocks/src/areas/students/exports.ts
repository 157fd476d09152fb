import { zipSync } from 'fflate';
import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import { type DbfField, writeDbf } from '../../files/dbf.ts';
import { simplePdf } from '../../files/pdf.ts';
import { studentPhoto } from '../../files/photo.ts';
import { type Column, workbook } from '../../files/xlsx.ts';
import type { MockContext } from '../../http/context.ts';
import { MEDIA, fail, fileResponse } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { dictsSlice } from '../dicts/store.ts';
import { studentInScope } from './handlers.ts';
import { sortStudents, studentMatcher } from './query.ts';
import { studentsSlice } from './store.ts';

type Student = components['schemas']['Student'];
type ExportRequest = components['schemas']['ExportRequest'];

/** Columns of the student workbooks, with the dictionary whose label replaces the code. */
const STUDENT_COLUMNS: (Column & { dict?: string })[] = [
  { key: 'xykh', header: '学号', width: 14 },
  { key: 'xm', header: '姓名' },
  { key: 'xb', header: '性别', dict: 'sys_user_sex' },
  { key: 'csrq', header: '出生日期', width: 12 },
  { key: 'sfzh', header: '身份证号', width: 22 },
  { key: 'mz', header: '民族', dict: 'xj_mz' },
  { key: 'zzmm', header: '政治面貌', dict: 'xj_zzmm' },
  { key: 'sjhm', header: '手机号码', width: 14 },
  { key: 'dzyx', header: '电子邮箱', width: 26 },
  { key: 'xymc', header: '学院', width: 22 },
  { key: 'zymc', header: '专业', width: 20 },
  { key: 'pycc', header: '培养层次', dict: 'xj_pycc' },
  { key: 'xwlx', header: '学位类型', dict: 'xj_xwlx' },
  { key: 'xxxs', header: '学习形式', dict: 'xj_xxxs' },
  { key: 'lb', header: '学生类别', dict: 'xj_xslb' },
  { key: 'rxnj', header: '入学年级' },
  { key: 'dsxm', header: '导师' },
  { key: 'xjzt', header: '学籍状态', dict: 'xj_xjzt' },
  { key: 'hdzt', header: '核对状态', dict: 'xj_hdzt' },
  { key: 'bdzt', header: '报到状态', dict: 'xj_bdzt' },
  { key: 'byzbh', header: '毕业证编号', width: 22 },
];

const DBF_FIELDS: (DbfField & { key: keyof Student })[] = [
  { name: 'XH', key: 'xykh', type: 'C', length: 10 },
  { name: 'XM', key: 'xm', type: 'C', length: 30 },
  { name: 'XB', key: 'xb', type: 'C', length: 1 },
  { name: 'CSRQ', key: 'csrq', type: 'D', length: 8 },
  { name: 'SFZH', key: 'sfzh', type: 'C', length: 18 },
  { name: 'MZ', key: 'mz', type: 'C', length: 2 },
  { name: 'ZZMM', key: 'zzmm', type: 'C', length: 2 },
  { name: 'YXDM', key: 'xydm', type: 'C', length: 3 },
  { name: 'ZYDM', key: 'zydm', type: 'C', length: 6 },
  { name: 'CC', key: 'pycc', type: 'C', length: 1 },
  { name: 'XXXS', key: 'xxxs', type: 'C', length: 1 },
  { name: 'RXNJ', key: 'rxnj', type: 'N', length: 4 },
  { name: 'XJZT', key: 'xjzt', type: 'C', length: 2 },
  { name: 'BYZBH', key: 'byzbh', type: 'C', length: 20 },
];

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
}

export function exportHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const store = ctx.store.slice(studentsSlice);
  const dicts = ctx.store.slice(dictsSlice);
  const base = '/cloud-xj/api/xj/xjxx' as const;

  const label = (dict: string | undefined, value: unknown) => {
    if (value === undefined || value === null) return '';
    if (!dict) return value;
    return dicts.label(dict, String(value)) ?? value;
  };

  function select(request: ExportRequest | Record<string, unknown>, extra?: (s: Student) => boolean): Student[] {
    const { ids, columns: _columns, ...filter } = request as ExportRequest;
    let rows: Student[];
    if (ids?.length) {
      rows = ids.map((id) => store.students.get(id) ?? fail(404, `学生 ${id} 不存在`));
    } else {
      const match = studentMatcher(filter);
      rows = [...store.students.values()].filter(match);
    }
    return sortStudents(extra ? rows.filter(extra) : rows, undefined);
  }

  async function studentWorkbook(title: string, rows: Student[], wanted?: string[]) {
    const columns = wanted?.length ? STUDENT_COLUMNS.filter((c) => wanted.includes(c.key)) : STUDENT_COLUMNS;
    if (columns.length === 0) fail(400, '导出列无效 (no known columns)');
    const data = rows.map((s) => Object.fromEntries(columns.map((c) => [c.key, label(c.dict, s[c.key as keyof Student])])));
    return fileResponse(await workbook(title, columns, data), `${title}_${today()}.xlsx`, MEDIA.xlsx);
  }

  function dbf(title: string, rows: Student[]) {
    const bytes = writeDbf(DBF_FIELDS, rows.map((s) => DBF_FIELDS.map((f) => s[f.key] as string | number | null | undefined)));
    return fileResponse(bytes, `${title}_${today()}.dbf`, MEDIA.dbf);
  }

  function certificate(student: Student, kind: 'enrolment' | 'auth') {
    const masked = `${student.sfzh.slice(0, 6)}********${student.sfzh.slice(-4)}`;
    const title = kind === 'enrolment' ? 'Certificate of Enrolment' : 'Student Status Authentication Report';
    const lines = [
      `Student number: ${student.xykh}`,
      `ID card: ${masked}`,
      `College code: ${student.xydm}   Major code: ${student.zydm}`,
      `Level: ${student.pycc === '1' ? 'Doctoral' : 'Master'}   Enrolled: ${student.rxrq ?? student.rxnj}`,
      `Status code: ${student.xjzt}   Issued: ${today()}`,
    ];
    return fileResponse(simplePdf(title, lines), `${kind === 'enrolment' ? '在读证明' : '学籍认证报告'}_${student.xykh}.pdf`, MEDIA.pdf);
  }

  return [
    route.authed('post', `${base}/ExportExcel`, ({ body }) => studentWorkbook('学籍信息', select(body), body.columns)),
    route.authed('post', `${base}/ExportExcel/search`, ({ body }) => studentWorkbook('学籍信息查询结果', select({ ...body, ids: [] }), body.columns)),
    route.authed('post', `${base}/ExportExcel/DownloadPhotos`, ({ body }) => {
      const rows = select(body);
      if (rows.length > 5000) fail(400, '一次最多下载 5000 名学生的照片');
      const entries = Object.fromEntries(rows.map((s) => [`${s.xykh}_${s.xm}.png`, studentPhoto(s.xykh, 'rxzp')]));
      return fileResponse(zipSync(entries, { level: 0 }), `学生照片_${today()}.zip`, MEDIA.zip);
    }),
    route.authed('post', `${base}/ExportExcelXjxxmb`, async () => {
      const columns = STUDENT_COLUMNS.filter((c) => !['xymc', 'zymc', 'dsxm', 'hdzt', 'bdzt', 'byzbh'].includes(c.key));
      const notes = ['带字典的列填写字典标签，例如 性别 填 男 或 女。', '学号可留空，系统按入学年级和学院自动分配。', '身份证号须为 18 位且校验位正确。'];
      return fileResponse(await workbook('学籍信息导入模板', columns, [], notes), '学籍信息导入模板.xlsx', MEDIA.xlsx);
    }),
    route.authed('get', `${base}/dnxsExportExcel`, ({ query }) => {
      const year = query.rxnj ?? Math.max(...[...store.students.values()].map((s) => s.rxnj));
      return studentWorkbook(`${year}级新生`, select({ rxnj: year, ...(query.xydm ? { xydm: query.xydm } : {}) }));
    }),
    route.authed('get', `${base}/ExportDbf`, ({ query }) => dbf('学籍数据', select(query))),
    route.authed('get', `${base}/ExportTdDbf/{type}`, ({ params }) =>
      dbf(params.type === 'bm' ? '同等学力报名' : '同等学力学位', select({}, (s) => s.lb === '3' && (params.type === 'bm' || Boolean(s.xwzsbh) || s.xjzt === '01'))),
    ),
    route.authed('get', `${base}/downloadCcqj`, ({ query }) => studentWorkbook('学籍异动情况', select(query, (s) => s.xjzt !== '01'))),
    route.authed('get', `${base}/downloadXzzd`, ({ query }) =>
      studentWorkbook('学制信息', select(query), ['xykh', 'xm', 'xymc', 'zymc', 'pycc', 'xxxs', 'rxnj']),
    ),
    route.authed('get', `${base}/downloadJybXX`, ({ query }) => studentWorkbook('教育部学籍信息', select(query))),
    route.authed('get', `${base}/easyXshdExportExcel`, ({ query }) =>
      studentWorkbook('学生核对结果', select(query), ['xykh', 'xm', 'sfzh', 'xymc', 'zymc', 'hdzt']),
    ),
    route.authed('get', `${base}/getStu/getStuXjzm`, ({ query }) => {
      const student = store.byXykh(query.xykh) ?? fail(404, `学号 ${query.xykh} 的学生不存在`);
      return certificate(student, 'enrolment');
    }),
    route.authed('get', `${base}/getStu/getStuAuth`, ({ query }) => {
      const student = store.byXykh(query.xykh) ?? fail(404, `学号 ${query.xykh} 的学生不存在`);
      return certificate(student, 'auth');
    }),
    route.authed('get', `${base}/stuinfoByStu/xjzm`, ({ caller }) => {
      // The router lets only student accounts in (access 'student').
      return certificate(studentInScope(ctx, caller, caller.user.xykh ?? undefined), 'enrolment');
    }),
    route.authed('post', '/cloud-xj/api/bysk/downloadBysXx', ({ body }) => studentWorkbook('毕业生信息', select(body, (s) => s.xjzt === '04'), body.columns)),
    route.authed('get', '/cloud-xj/api/bysk/ExportDbf', ({ query }) => dbf('毕业生数据', select(query, (s) => s.xjzt === '04'))),
  ];
}
