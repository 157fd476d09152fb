import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import { studentsDbf } from '../../files/dbf.ts';
import { labeller } from '../../files/labels.ts';
import { type CertificateKind, certificatePdf } from '../../files/pdf.ts';
import { STUDENT_COLUMNS, importTemplate, IMPORT_TEMPLATE_NAME, pickStudentColumns, studentsWorkbook } from '../../files/xlsx.ts';
import { photosZip } from '../../files/zip.ts';
import type { MockContext } from '../../http/context.ts';
import { MEDIA, fail, fileResponse, streamResponse } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { dictsSlice } from '../dicts/store.ts';
import { studentInScope } from './handlers.ts';
import { photoOf } from './photos.ts';
import { sortStudents, studentMatcher } from './query.ts';
import { studentsSlice } from './store.ts';

type Student = components['schemas']['Student'];
type ExportRequest = components['schemas']['ExportRequest'];

/** More photos than this in one zip are refused (our model): a zip of everyone is a job for a batch, not a click. */
const MAX_PHOTOS = 5000;

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The SPEC 7 exports. Each file kind has one builder in `files/` (a pure function of the rows and the
 * dictionaries); the handlers pick the rows and answer. Large files are streamed and built in
 * cooperative slices (`files/slices.ts`), so an export of thousands of students delays no other call.
 */
export function exportHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const store = ctx.store.slice(studentsSlice);
  const dicts = ctx.store.slice(dictsSlice);
  const base = '/cloud-xj/api/xj/xjxx' as const;
  const label = () => labeller((name) => dicts.dict(name));

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

  function workbook(title: string, rows: Student[], wanted?: readonly string[]): Response {
    const columns = pickStudentColumns(wanted);
    if (columns.length === 0) fail(400, `导出列无效：可选的列为 ${STUDENT_COLUMNS.map((c) => c.key).join(', ')}`);
    return streamResponse(studentsWorkbook(rows, label(), { title, columns }), `${title}_${today()}.xlsx`, MEDIA.xlsx);
  }

  function dbf(title: string, rows: Student[]): Response {
    const { stream, length } = studentsDbf(rows, label(), new Date());
    return streamResponse(stream, `${title}_${today()}.dbf`, MEDIA.dbf, { length });
  }

  // The template depends on the dictionaries only, and exceljs writes it in one synchronous run of a
  // few hundred ms: written once per state of the dictionaries, then served from memory.
  let templateCache: { key: string; bytes: Promise<Uint8Array> } | undefined;
  function template(): Promise<Uint8Array> {
    const key = JSON.stringify(STUDENT_COLUMNS.flatMap((c) => (c.dict ? dicts.dict(c.dict).map((e) => e.label) : [])));
    if (templateCache?.key !== key) templateCache = { key, bytes: importTemplate((name) => dicts.dict(name)) };
    return templateCache.bytes;
  }

  async function certificate(student: Student, kind: CertificateKind): Promise<Response> {
    const name = kind === 'enrolment' ? '在读证明' : '学籍认证报告';
    return fileResponse(await certificatePdf(student, kind, { issuedAt: new Date() }), `${name}_${student.xykh}.pdf`, MEDIA.pdf);
  }

  return [
    route.authed('post', `${base}/ExportExcel`, ({ body }) => workbook('学籍信息', select(body), body.columns)),
    route.authed('post', `${base}/ExportExcel/search`, ({ body }) => workbook('学籍信息查询结果', select({ ...body, ids: [] }), body.columns)),
    route.authed('post', `${base}/ExportExcel/DownloadPhotos`, ({ body }) => {
      const rows = select(body);
      if (rows.length > MAX_PHOTOS) fail(400, `一次最多下载 ${MAX_PHOTOS} 名学生的照片`);
      // The photo of each student as it is now (an upload, else the generated one), read as the zip is written.
      const zip = photosZip(rows, (student) => photoOf(ctx, student, 'rxzp'), new Date());
      return streamResponse(zip, `学生照片_${today()}.zip`, MEDIA.zip);
    }),
    route.authed('post', `${base}/ExportExcelXjxxmb`, async () => fileResponse(await template(), IMPORT_TEMPLATE_NAME, MEDIA.xlsx)),
    route.authed('get', `${base}/dnxsExportExcel`, ({ query }) => {
      const year = query.rxnj ?? Math.max(...[...store.students.values()].map((s) => s.rxnj));
      return workbook(`${year}级新生`, select({ rxnj: year, ...(query.xydm ? { xydm: query.xydm } : {}) }));
    }),
    route.authed('get', `${base}/ExportDbf`, ({ query }) => dbf('学籍数据', select(query))),
    route.authed('get', `${base}/ExportTdDbf/{type}`, ({ params }) =>
      dbf(
        params.type === 'bm' ? '同等学力报名' : '同等学力学位',
        select({}, (s) => s.lb === '3' && (params.type === 'bm' || Boolean(s.xwzsbh) || s.xjzt === '01')),
      ),
    ),
    route.authed('get', `${base}/downloadCcqj`, ({ query }) =>
      workbook(
        '学籍异动情况',
        select(query, (s) => s.xjzt !== '01'),
      ),
    ),
    route.authed('get', `${base}/downloadXzzd`, ({ query }) =>
      workbook('学制信息', select(query), ['xykh', 'xm', 'xydm', 'zydm', 'pycc', 'xxxs', 'rxnj', 'rxrq', 'xz', 'yjbyrq']),
    ),
    route.authed('get', `${base}/downloadJybXX`, ({ query }) => workbook('教育部学籍信息', select(query))),
    route.authed('get', `${base}/easyXshdExportExcel`, ({ query }) => workbook('学生核对结果', select(query), ['xykh', 'xm', 'sfzh', 'xydm', 'zydm', 'hdzt'])),
    route.authed('get', `${base}/getStu/getStuXjzm`, ({ query }) => {
      const student = store.byXykh(query.xykh) ?? fail(404, `学号 ${query.xykh} 的学生不存在`);
      return certificate(student, 'enrolment');
    }),
    route.authed('get', `${base}/getStu/getStuAuth`, ({ query }) => {
      const student = store.byXykh(query.xykh) ?? fail(404, `学号 ${query.xykh} 的学生不存在`);
      return certificate(student, 'authentication');
    }),
    route.authed('get', `${base}/stuinfoByStu/xjzm`, ({ caller }) => {
      // The router lets only student accounts in (access 'student').
      return certificate(studentInScope(ctx, caller, caller.user.xykh ?? undefined), 'enrolment');
    }),
    route.authed('post', '/cloud-xj/api/bysk/downloadBysXx', ({ body }) =>
      workbook(
        '毕业生信息',
        select(body, (s) => s.xjzt === '04'),
        body.columns,
      ),
    ),
    route.authed('get', '/cloud-xj/api/bysk/ExportDbf', ({ query }) =>
      dbf(
        '毕业生数据',
        select(query, (s) => s.xjzt === '04'),
      ),
    ),
  ];
}
