import { defineMessages, registerMessages } from '../../i18n/define.ts';

/** Texts of the student's applications page (keys 'myApplications.*'). */
export const myApplicationsMessages = registerMessages(
  defineMessages(
    {
      'myApplications.title': '我的申请（共 {total} 条）',
      'myApplications.search.title': '申请查询',
      'myApplications.table': '我的申请列表',
      'myApplications.apply': '提交申请',
      'myApplications.withdrawOf': '撤回 {title}',
    },
    {
      'myApplications.title': 'My applications ({total})',
      'myApplications.search.title': 'Application search',
      'myApplications.table': 'My applications',
      'myApplications.apply': 'Apply',
      'myApplications.withdrawOf': 'Withdraw {title}',
    },
  ),
);

type MyApplicationsMessages = typeof myApplicationsMessages.zh;

declare module '../../i18n/define.ts' {
  interface AreaTexts extends MyApplicationsMessages {}
}
