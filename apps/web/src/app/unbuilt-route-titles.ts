import { defineRouteTitles } from '../i18n/define.ts';
import type { FeatureViews } from '../lib/view-registry.ts';

/**
 * English titles of the server menu's groups and of the entries whose area is not built yet (their
 * pages say "not available in this version"). When an area arrives, its titles move into its
 * `features/<area>/views.ts`.
 */
export const unbuiltRouteTitles: FeatureViews = {
  routeTitles: defineRouteTitles(
    {
      Dbjl: '答辩记录',
      Ds: '导师管理',
      GraduateSchoolSite: '研究生院官网',
      Lwps: '论文评审',
      My: '我的学籍',
      Pkgl: '排课管理',
      StuXwsqView: '学位申请详情',
      System: '系统管理',
      Xj: '学籍管理',
      Xw: '学位管理',
      Xwsq: '学位申请',
      Zs: '招生管理',
    },
    {
      Dbjl: 'Defence records',
      Ds: 'Supervisors',
      GraduateSchoolSite: 'Graduate school website',
      Lwps: 'Thesis review',
      My: 'My records',
      Pkgl: 'Scheduling',
      StuXwsqView: 'Degree application details',
      System: 'System',
      Xj: 'Student status',
      Xw: 'Degrees',
      Xwsq: 'Degree applications',
      Zs: 'Admissions',
    },
  ),
};
