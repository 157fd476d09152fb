import { defineMessages, registerMessages } from '../../i18n/define.ts';

/** Texts of the leave pages (keys 'leave.*'). */
export const leaveMessages = registerMessages(
  defineMessages(
    {
      'leave.search.title': '请假查询',
      'leave.search.keyword': '学生',
      'leave.search.keywordHint': '姓名、学号或申请人',
      'leave.search.period': '请假日期',
      'leave.search.cancelled': '销假情况',
      'leave.list.title': '请假申请（共 {total} 条）',
      'leave.table': '请假申请列表',
      'leave.col.period': '请假时间',
      'leave.col.cancel': '销假',
      'leave.cancelState.yes': '已销假',
      'leave.cancelState.backOn': '已销假（{date}）',
      'leave.cancelState.no': '未销假',
      'leave.cancel': '销假',
      'leave.cancelOf': '销假 {title}',
      'leave.cancel.title': '销假：{title}',
      'leave.cancel.returnDate': '返校日期',
      'leave.cancel.remark': '备注',
      'leave.cancel.required': '请选择返校日期',
      'leave.cancel.beforeStart': '返校日期不能早于请假开始日期 {start}',
      'leave.cancel.done': '销假成功',
      'leave.cancelled': '销假信息',
      'leave.cancelled.state': '销假状态',
      'leave.cancelled.actualDays': '实际请假天数',
      'leave.cancelled.by': '销假人',
      'leave.cancelled.at': '销假时间',
      'leave.days': '{days} 天',
    },
    {
      'leave.search.title': 'Leave search',
      'leave.search.keyword': 'Student',
      'leave.search.keywordHint': 'Name, card number or applicant',
      'leave.search.period': 'Leave dates',
      'leave.search.cancelled': 'Return recorded',
      'leave.list.title': 'Leave applications ({total})',
      'leave.table': 'Leave applications',
      'leave.col.period': 'Leave period',
      'leave.col.cancel': 'Return',
      'leave.cancelState.yes': 'Back',
      'leave.cancelState.backOn': 'Back on {date}',
      'leave.cancelState.no': 'Not back yet',
      'leave.cancel': 'Record return',
      'leave.cancelOf': 'Record the return of {title}',
      'leave.cancel.title': 'Record the return: {title}',
      'leave.cancel.returnDate': 'Back on',
      'leave.cancel.remark': 'Remark',
      'leave.cancel.required': 'Choose the day of return',
      'leave.cancel.beforeStart': 'The return cannot be before the first day of leave, {start}',
      'leave.cancel.done': 'Return recorded',
      'leave.cancelled': 'Return from leave',
      'leave.cancelled.state': 'Return',
      'leave.cancelled.actualDays': 'Days actually taken',
      'leave.cancelled.by': 'Recorded by',
      'leave.cancelled.at': 'Recorded at',
      'leave.days': '{days} day(s)',
    },
  ),
);

type LeaveMessages = typeof leaveMessages.zh;

declare module '../../i18n/define.ts' {
  interface AreaTexts extends LeaveMessages {}
}
