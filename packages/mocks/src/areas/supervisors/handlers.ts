import type { HttpHandler } from 'msw';
import { fileDay } from '../../core/clock.ts';
import type { components, operations } from '@gs/sdk/schema';
import { labeller } from '../../files/labels.ts';
import { xlsxStream } from '../../files/xlsx-lite.ts';
import type { Caller, MockContext } from '../../http/context.ts';
import { inScope } from '../../http/data-scope.ts';
import { paginate } from '../../http/paging.ts';
import { say } from '../../http/language.ts';
import { MEDIA, fail, streamResponse } from '../../http/respond.ts';
import type { QueryOf, Router } from '../../http/route.ts';
import { dictsSlice } from '../dicts/store.ts';
import { collegeByCode } from '../dicts/data.ts';
import { orgSlice } from '../org/store.ts';
import { studentsSlice } from '../students/store.ts';
import { type AssessmentRecord, CRITERIA, assessedTotal, criteriaIn, supervisorsSlice } from './store.ts';

type SupervisorProfile = components['schemas']['SupervisorProfile'];
type SupervisorProfileDetail = components['schemas']['SupervisorProfileDetail'];
type Assessment = components['schemas']['Assessment'];
type AssessmentScore = components['schemas']['AssessmentScore'];
type AssessmentSummary = components['schemas']['AssessmentSummary'];

/** Students who still count against a supervisor: enrolled, suspended, extended (xj_xjzt 01, 02, 06). */
const CURRENT = new Set(['01', '02', '06']);

/** The filters and order of the profile list, which its export takes too (without paging). */
type ProfileQuery = QueryOf<'/cloud-xj/api/ds/dsxx/export', 'get'>;

/** The columns of the supervisor export (issue 22 §3). */
const EXPORT_COLUMNS = [
  { header: '工号', width: 12, text: true },
  { header: '姓名', width: 10 },
  { header: '学院', width: 24 },
  { header: '职称', width: 12 },
  { header: '导师类别', width: 12 },
  { header: '研究方向', width: 40 },
  { header: '招生名额', width: 10 },
  { header: '本年已招', width: 10 },
  { header: '在读学生', width: 10 },
];

type ProfileSortField = NonNullable<NonNullable<operations['listSupervisorProfiles']['parameters']['query']>['sortField']>;

/** The graduate school (and admins) act on every teacher. */
function isSchool(caller: Caller): boolean {
  return caller.isAdmin || caller.role.roleKey === 'staff';
}

/** A college secretary's college (their data scope), or undefined for everyone else. */
function collegeOf(caller: Caller): string | undefined {
  if (caller.isAdmin || caller.role.dataScope !== 'college') return undefined;
  return caller.user.deptId ?? '-';
}

export function supervisorHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const org = ctx.store.slice(orgSlice);
  const students = ctx.store.slice(studentsSlice);
  const supervisors = ctx.store.slice(supervisorsSlice);
  const dicts = ctx.store.slice(dictsSlice);

  /** A college filter within the caller's scope: a secretary is held to their college (403 for another). */
  function collegeFilter(caller: Caller, xydm: string | undefined, what: string): string | undefined {
    const own = collegeOf(caller);
    if (own === undefined) return xydm || undefined;
    if (xydm && xydm !== own) fail(403, `只能查看本学院的${what}`);
    return own;
  }

  function currentStudents(gh: string) {
    return students.studentsOfSupervisor(gh).filter((s) => CURRENT.has(s.xjzt));
  }

  function profileOf(gh: string): SupervisorProfile | undefined {
    const teacher = org.teacherOf(gh);
    if (!teacher) return undefined;
    const year = supervisors.currentYear();
    const perYear = new Map<number, number>();
    for (const s of currentStudents(gh)) perYear.set(s.rxnj, (perYear.get(s.rxnj) ?? 0) + 1);
    const quotaUsed = perYear.get(year) ?? 0;
    return {
      ...teacher,
      quotaYear: year,
      quotaUsed,
      quotaLeft: Math.max(0, teacher.quota - quotaUsed),
      yearCounts: [...perYear].sort((a, b) => b[0] - a[0]).map(([rxnj, count]) => ({ rxnj, count })),
    };
  }

  /** The profile a caller may read: 404 for an unknown staff number, 403 outside a secretary's college. */
  function readable(caller: Caller, gh: string): SupervisorProfile {
    const profile = profileOf(gh);
    if (!profile) fail(404, `工号 ${gh} 的教师不存在`);
    const own = collegeOf(caller);
    if (own !== undefined && profile.xydm !== own) fail(403, '只能查看本学院教师的导师信息');
    return profile;
  }

  function detailOf(caller: Caller, profile: SupervisorProfile): SupervisorProfileDetail {
    const member = students.staffMember(profile.gh)!;
    return {
      ...profile,
      bio: supervisors.notes.get(profile.gh)?.bio ?? null,
      ...(member.sjhm ? { sjhm: member.sjhm } : {}),
      ...(member.dzyx ? { dzyx: member.dzyx } : {}),
      students: currentStudents(profile.gh)
        .filter((s) => inScope(caller, s))
        .sort((a, b) => b.rxnj - a.rxnj || a.xykh.localeCompare(b.xykh))
        .map((s) => ({
          id: s.id,
          xykh: s.xykh,
          xm: s.xm,
          ...(s.xymc ? { xymc: s.xymc } : {}),
          ...(s.zymc ? { zymc: s.zymc } : {}),
          rxnj: s.rxnj,
          pycc: s.pycc,
          xjzt: s.xjzt,
        })),
    };
  }

  /** Teachers of a college (graduate-school staff without one are no supervisors), by staff number. */
  function collegeTeachers(): SupervisorProfile[] {
    return [...students.staff.keys()].sort().flatMap((gh) => {
      const profile = profileOf(gh);
      return profile?.xydm ? [profile] : [];
    });
  }

  function compareBy(field: ProfileSortField): (a: SupervisorProfile, b: SupervisorProfile) => number {
    return (a, b) => {
      const x = a[field] ?? '';
      const y = b[field] ?? '';
      return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'zh-CN');
    };
  }

  /** The current year's assessments and earlier; a later year has nothing to assess. */
  function checkedYear(year: number | undefined): number {
    const current = supervisors.currentYear();
    const value = year ?? current;
    if (value > current) fail(400, `考核年度不能晚于当前年度 ${current}`);
    return value;
  }

  function assessmentOf(year: number, gh: string): Assessment {
    const teacher = org.teacherOf(gh)!;
    const record = supervisors.assessment(year, gh);
    return {
      year,
      gh,
      xm: teacher.xm,
      ...(teacher.xydm ? { xydm: teacher.xydm } : {}),
      ...(teacher.xymc ? { xymc: teacher.xymc } : {}),
      ...(teacher.zc ? { zc: teacher.zc } : {}),
      dslx: teacher.dslx,
      state: record?.state ?? 'none',
      scores: record ? [...record.scores] : [],
      total: record?.total ?? null,
      level: record?.level ?? null,
      comment: record?.comment ?? null,
      assessedBy: record?.assessedBy ?? null,
      assessedByName: record?.assessedByName ?? null,
      updateTime: record?.updateTime ?? null,
      submitTime: record?.submitTime ?? null,
    };
  }

  /** Scores of every criterion once, each within 0..maxScore and at most one decimal; 400 says which is wrong. */
  function checkedScores(scores: readonly AssessmentScore[]): AssessmentScore[] {
    const seen = new Set<string>();
    for (const { criterionId, score } of scores) {
      const criterion = CRITERIA.find((c) => c.id === criterionId);
      if (!criterion) fail(400, `未知的考核指标 ${criterionId}`);
      if (seen.has(criterionId)) fail(400, `考核指标「${criterion.name}」重复评分`);
      seen.add(criterionId);
      if (!Number.isFinite(score) || score < 0 || score > criterion.maxScore) fail(400, `「${criterion.name}」的得分须在 0 到 ${criterion.maxScore} 之间`);
      if (Math.round(score * 10) !== score * 10) fail(400, `「${criterion.name}」的得分最多保留一位小数`);
    }
    const missing = CRITERIA.filter((c) => !seen.has(c.id));
    if (missing.length > 0) fail(400, `缺少考核指标${missing.map((c) => `「${c.name}」`).join('')}的得分`);
    return CRITERIA.map((c) => scores.find((s) => s.criterionId === c.id)!);
  }

  /** A supervisor the caller may assess: 404 unknown, 403 outside a secretary's college. */
  function assessable(caller: Caller, gh: string) {
    const teacher = org.teacherOf(gh);
    if (!teacher) fail(404, `工号 ${gh} 的教师不存在`);
    const own = collegeOf(caller);
    if (own !== undefined && teacher.xydm !== own) fail(403, '只能考核本学院的导师');
    return teacher;
  }

  /** The profiles of the list's filters, a secretary's college only, in the list's order (the list and its export). */
  function listed(query: ProfileQuery, caller: Caller): SupervisorProfile[] {
    const xydm = collegeFilter(caller, query.xydm, '导师');
    const keyword = query.keyword?.trim();
    const rows = collegeTeachers().filter(
      (t) =>
        (!xydm || t.xydm === xydm) &&
        (!query.dslx || t.dslx === query.dslx) &&
        (!query.zc || t.zc === query.zc) &&
        (!keyword || t.xm.includes(keyword) || t.gh.includes(keyword)),
    );
    const field = query.sortField ?? 'gh';
    const sign = query.sortOrder === 'desc' ? -1 : 1;
    const byField = compareBy(field);
    rows.sort((a, b) => sign * byField(a, b) || a.gh.localeCompare(b.gh));
    return rows;
  }

  return [
    route.authed('get', '/cloud-xj/api/ds/dsxx', ({ query, caller }) => ({ data: paginate(listed(query, caller), query.current, query.size) })),

    // Before `/dsxx/{gh}`: the first handler whose path matches answers.
    route.authed('get', '/cloud-xj/api/ds/dsxx/export', ({ query, caller }) => {
      const rows = listed(query, caller);
      const label = labeller((name) => dicts.dict(name));
      const cells = (i: number) => {
        const t = rows[i]!;
        return [
          t.gh,
          t.xm,
          t.xymc ?? '',
          label('xj_zc', t.zc) ?? '',
          label('ds_dslx', t.dslx) ?? '',
          t.directions.map((d) => d.name).join('、'),
          t.quota,
          t.quotaUsed,
          t.studentCount,
        ];
      };
      return streamResponse(xlsxStream('导师信息', EXPORT_COLUMNS, rows.length, cells), `导师信息-${fileDay(ctx.now())}.xlsx`, MEDIA.xlsx);
    }),

    route.authed('get', '/cloud-xj/api/ds/dsxx/{gh}', ({ params, caller }) => ({ data: detailOf(caller, readable(caller, params.gh)) })),

    route.authed('put', '/cloud-xj/api/ds/dsxx/{gh}', ({ params, body, caller, lang }) => {
      const before = readable(caller, params.gh);
      if (caller.role.roleKey === 'teacher' && !caller.isAdmin) {
        if (caller.user.gh !== params.gh) fail(403, '教师只能修改本人的导师信息');
        if (body.dslx !== undefined || body.quota !== undefined) fail(403, '导师类别和招生名额由研究生院设定，教师只能修改本人的研究方向和简介');
      } else if (!isSchool(caller) && collegeOf(caller) === undefined) {
        fail(403, '当前角色不能修改导师信息');
      }
      const profile = org.profileOf(params.gh);
      let directionIds = profile.directionIds;
      if (body.directionIds !== undefined) {
        const majors = before.xydm ? (collegeByCode(before.xydm)?.majors ?? []) : [];
        const allowed = new Set(majors.flatMap((m) => org.directionsOf(m.code).map((d) => d.id)));
        for (const id of body.directionIds) {
          if (!allowed.has(id)) fail(400, `研究方向 ${id} 不是${before.xymc ?? '该教师所在学院'}的研究方向`);
        }
        directionIds = [...new Set(body.directionIds)];
      }
      const dslx = body.dslx ?? profile.dslx;
      const quota = body.quota ?? profile.quota;
      if (dslx === '0' && before.studentCount > 0 && profile.dslx !== '0') {
        fail(409, `${before.xm}还指导着 ${before.studentCount} 名学生，须先为他们更换导师，才能取消导师资格`);
      }
      if (body.quota !== undefined && quota < before.quotaUsed) {
        fail(409, `${before.xm}在 ${before.quotaYear} 级已有 ${before.quotaUsed} 名学生，招生名额不能少于 ${before.quotaUsed}`);
      }
      org.updateProfile(params.gh, { dslx, quota, directionIds });
      if (body.bio !== undefined) {
        const bio = body.bio?.trim() ?? '';
        if (bio) supervisors.notes.set({ gh: params.gh, bio, updateTime: ctx.store.now() });
        else supervisors.notes.delete(params.gh);
      }
      return { data: detailOf(caller, readable(caller, params.gh)), message: say(lang, '修改成功', 'Saved') };
    }),

    // The criteria's names and descriptions in the request's language (issue 22 §13).
    route.authed('get', '/cloud-xj/api/ds/dskh/criteria', ({ lang }) => ({ data: criteriaIn(lang) })),

    route.authed('get', '/cloud-xj/api/ds/dskh', ({ query, caller }) => {
      const year = checkedYear(query.year);
      const xydm = collegeFilter(caller, query.xydm, '导师考核');
      const keyword = query.keyword?.trim();
      // A teacher sees their own assessment only (our model).
      const onlyGh = caller.role.roleKey === 'teacher' && !caller.isAdmin ? (caller.user.gh ?? '-') : undefined;
      // This year's supervisors, and whoever was assessed that year though no longer one.
      const ghs = new Set(
        collegeTeachers()
          .filter((t) => t.dslx !== '0')
          .map((t) => t.gh),
      );
      for (const record of supervisors.assessments.values()) if (record.year === year) ghs.add(record.gh);
      const rows = [...ghs]
        .sort()
        .map((gh) => assessmentOf(year, gh))
        .filter((a) => (!onlyGh || a.gh === onlyGh) && (!xydm || a.xydm === xydm) && (!keyword || a.xm.includes(keyword) || a.gh.includes(keyword)));
      const summary: AssessmentSummary = { excellent: 0, qualified: 0, basic: 0, unqualified: 0, none: 0, draft: 0, submitted: 0 };
      for (const row of rows) {
        summary[row.state] += 1;
        if (row.level) summary[row.level] += 1;
      }
      const shown = rows.filter((a) => (!query.level || a.level === query.level) && (!query.state || a.state === query.state));
      return { data: { ...paginate(shown, query.current, query.size), summary } };
    }),

    route.authed('put', '/cloud-xj/api/ds/dskh/{year}/{gh}', ({ params, body, caller, lang }) => {
      const year = checkedYear(params.year);
      const teacher = assessable(caller, params.gh);
      const existing = supervisors.assessment(year, params.gh);
      if (!existing && teacher.dslx === '0') fail(409, `${teacher.xm}不是导师，无需导师考核`);
      if (existing?.state === 'submitted') fail(409, `${teacher.xm} ${year} 年度的考核已提交，须由研究生院退回后才能修改`);
      const scores = checkedScores(body.scores);
      const { total, level } = assessedTotal(scores);
      const now = ctx.store.now();
      const record: AssessmentRecord = {
        year,
        gh: params.gh,
        state: body.submit ? 'submitted' : 'draft',
        scores,
        total,
        level,
        comment: body.comment?.trim() || null,
        assessedBy: caller.user.username,
        assessedByName: caller.user.realName || caller.user.nickName,
        updateTime: now,
        submitTime: body.submit ? now : null,
      };
      supervisors.assessments.set(record);
      return {
        data: assessmentOf(year, params.gh),
        message: body.submit ? say(lang, '考核已提交', 'Assessment submitted') : say(lang, '考核已保存', 'Assessment saved'),
      };
    }),

    route.authed('post', '/cloud-xj/api/ds/dskh/{year}/{gh}/reopen', ({ params, caller, lang }) => {
      const year = checkedYear(params.year);
      const teacher = assessable(caller, params.gh);
      const existing = supervisors.assessment(year, params.gh);
      if (existing?.state !== 'submitted') fail(409, `${teacher.xm} ${year} 年度的考核尚未提交，无需退回`);
      supervisors.assessments.set({ ...existing, state: 'draft', submitTime: null, updateTime: ctx.store.now() });
      return { data: assessmentOf(year, params.gh), message: say(lang, '考核已退回，可重新评分', 'Assessment returned: it may be scored again') };
    }),

    route.authed('post', '/cloud-xj/api/ds/dskh/submit', ({ body, caller, lang }) => {
      const year = checkedYear(body.year);
      const own = collegeOf(caller);
      const submitted: string[] = [];
      const refused: { gh: string; message: string }[] = [];
      const now = ctx.store.now();
      for (const gh of new Set(body.ghs)) {
        const teacher = org.teacherOf(gh);
        const record = supervisors.assessment(year, gh);
        // Why a supervisor's assessment is not submitted, in the request's language (issue 22 §13).
        const why = !teacher
          ? say(lang, `工号 ${gh} 的教师不存在`, `No teacher has the staff number ${gh}`)
          : own !== undefined && teacher.xydm !== own
            ? say(lang, `${teacher.xm}不是本学院的导师`, `${teacher.xm} is not a supervisor of your college`)
            : !record
              ? say(lang, `${teacher.xm}尚未评分`, `${teacher.xm} has not been scored yet`)
              : record.state === 'submitted'
                ? say(lang, `${teacher.xm}的考核已提交`, `The assessment of ${teacher.xm} is already submitted`)
                : undefined;
        if (why || !record) refused.push({ gh, message: why ?? '' });
        else {
          supervisors.assessments.set({ ...record, state: 'submitted', submitTime: now, updateTime: now });
          submitted.push(gh);
        }
      }
      return {
        data: { submitted, refused },
        message: say(lang, `已提交 ${submitted.length} 份考核`, `${submitted.length} ${submitted.length === 1 ? 'assessment' : 'assessments'} submitted`),
      };
    }),
  ];
}
