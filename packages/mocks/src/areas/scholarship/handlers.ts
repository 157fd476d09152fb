import type { HttpHandler } from 'msw';
import type { Caller, MockContext } from '../../http/context.ts';
import { MEDIA, fail, fileResponse } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { collegeByCode } from '../dicts/data.ts';
import { currentYear } from './kind.ts';
import { say } from '../../http/language.ts';
import { MAX_ACHIEVEMENTS, MIN_ACHIEVEMENTS, TIE_BREAK, TIE_BREAK_EN, isAcademicYear, ruleCategoriesIn } from './rules.ts';
import { scholarshipSummary } from './summary.ts';
import { scholarshipSummaryWorkbook, summaryFileName } from './workbook.ts';

/**
 * The colleges a summary call covers (SPEC 6 data scope): a college secretary their own college only
 * (another `xydm` answers 403), graduate-school staff and admins every college or the one asked for.
 */
function collegesFor(caller: Caller, xydm: string | undefined): string[] | undefined {
  const code = xydm?.trim() || undefined;
  if (code !== undefined && !collegeByCode(code)) fail(400, `学院 ${code} 不存在`);
  if (!caller.isAdmin && caller.role.dataScope === 'college') {
    const own = caller.user.deptId;
    if (!own) fail(403, '您的账号未关联学院，无权查看学业奖学金汇总');
    if (code !== undefined && code !== own) fail(403, '学院教务秘书只能查看本学院的学业奖学金汇总');
    return [own];
  }
  return code === undefined ? undefined : [code];
}

export function scholarshipHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const { store } = ctx;

  function yearOf(year: string | undefined): string {
    const value = year ?? currentYear({ store });
    if (!isAcademicYear(value)) fail(400, `学年格式应为 2025-2026（前后两年相连），收到 ${value}`);
    return value;
  }

  return [
    // The rule table's names and the tie-break in the request's language (issue 22 §13).
    route.authed('get', '/cloud-xj/api/xj/xyjxj/rules', ({ lang }) => ({
      data: {
        year: currentYear({ store }),
        minAchievements: MIN_ACHIEVEMENTS,
        maxAchievements: MAX_ACHIEVEMENTS,
        categories: ruleCategoriesIn(lang),
        tieBreak: say(lang, TIE_BREAK, TIE_BREAK_EN),
      },
    })),

    route.authed('get', '/cloud-xj/api/xj/xyjxj/summary', ({ query, caller, lang }) => ({
      data: scholarshipSummary(store, yearOf(query.year), collegesFor(caller, query.xydm), lang),
    })),

    route.authed('get', '/cloud-xj/api/xj/xyjxj/summary/export', async ({ query, caller }) => {
      const year = yearOf(query.year);
      const summary = scholarshipSummary(store, year, collegesFor(caller, query.xydm));
      return fileResponse(await scholarshipSummaryWorkbook(summary), summaryFileName(year), MEDIA.xlsx);
    }),
  ];
}
