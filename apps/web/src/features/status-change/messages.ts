import { defineMessages, registerMessages } from '../../i18n/define.ts';

/** Texts of the status-change pages (keys 'statusChange.*'). */
export const statusChangeMessages = registerMessages(
  defineMessages(
    {
      'statusChange.search.title': '学籍异动查询',
      'statusChange.search.keywordHint': '姓名、学号或申请人',
      'statusChange.list.title': '学籍异动申请（共 {total} 条）',
      'statusChange.table': '学籍异动申请列表',
      'statusChange.add': '新增学籍异动',
      'statusChange.student.placeholder': '输入学生姓名或学号',
      'statusChange.student.hint': '输入姓名或学号查找学生',
      'statusChange.student.none': '没有匹配的学生',
    },
    {
      'statusChange.search.title': 'Status change search',
      'statusChange.search.keywordHint': 'Name, card number or applicant',
      'statusChange.list.title': 'Status change applications ({total})',
      'statusChange.table': 'Status change applications',
      'statusChange.add': 'New status change',
      'statusChange.student.placeholder': "Type a student's name or card number",
      'statusChange.student.hint': 'Type a name or card number to find the student',
      'statusChange.student.none': 'No matching student',
    },
  ),
);

type StatusChangeMessages = typeof statusChangeMessages.zh;

declare module '../../i18n/define.ts' {
  interface AreaTexts extends StatusChangeMessages {}
}
