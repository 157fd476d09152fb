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
      Ds: '导师管理',
      GraduateSchoolSite: '研究生院官网',
      My: '我的学籍',
      Pkgl: '排课管理',
      System: '系统管理',
      Xj: '学籍管理',
      Xw: '学位管理',
      Zs: '招生管理',
    },
    {
      Ds: 'Supervisors',
      GraduateSchoolSite: 'Graduate school website',
      My: 'My records',
      Pkgl: 'Scheduling',
      System: 'System',
      Xj: 'Student status',
      Xw: 'Degrees',
      Zs: 'Admissions',
    },
  ),
};
