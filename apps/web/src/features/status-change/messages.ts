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
      'statusChange.field.category': '休学原因类别',
      'statusChange.field.startDate': '休学开始日期',
      'statusChange.field.months': '休学期限（月）',
      'statusChange.field.resumeDate': '复学日期',
      'statusChange.field.withdrawDate': '退学日期',
      'statusChange.field.yjbyrq': '新的预计毕业日期',
      'statusChange.field.xydm': '转入学院',
      'statusChange.field.zydm': '转入专业',
      'statusChange.field.dsgh': '新导师',
      'statusChange.teacher.placeholder': '输入导师姓名或工号',
      'statusChange.teacher.none': '没有匹配的导师',
      'statusChange.detailTitle': '学籍异动申请详情',
      'statusChange.targetCollege': '转入学院：{name}',
    },
    {
      'statusChange.search.title': 'Status change search',
      'statusChange.search.keywordHint': 'Name, card number or applicant',
      'statusChange.list.title': 'Status change applications ({total})',
      'statusChange.table': 'Status change applications',
      'statusChange.add': 'New status change',
      'statusChange.field.category': 'Reason category',
      'statusChange.field.startDate': 'Suspension starts',
      'statusChange.field.months': 'Months of suspension',
      'statusChange.field.resumeDate': 'Resumption date',
      'statusChange.field.withdrawDate': 'Withdrawal date',
      'statusChange.field.yjbyrq': 'New expected graduation',
      'statusChange.field.xydm': 'New college',
      'statusChange.field.zydm': 'New major',
      'statusChange.field.dsgh': 'New supervisor',
      'statusChange.teacher.placeholder': "Type a supervisor's name or staff number",
      'statusChange.teacher.none': 'No matching supervisor',
      'statusChange.detailTitle': 'Status change application',
      'statusChange.targetCollege': 'Moves to the college: {name}',
    },
  ),
);

type StatusChangeMessages = typeof statusChangeMessages.zh;

declare module '../../i18n/define.ts' {
  interface AreaTexts extends StatusChangeMessages {}
}
