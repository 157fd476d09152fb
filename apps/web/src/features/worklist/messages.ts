import { defineMessages, registerMessages } from '../../i18n/define.ts';

/** Texts of the work list (keys 'worklist.*'). */
export const worklistMessages = registerMessages(
  defineMessages(
    {
      'worklist.box.todo': '待办',
      'worklist.box.done': '已办',
      'worklist.box.mine': '我发起',
      'worklist.boxes': '事务分类',
      'worklist.search.title': '事务查询',
      'worklist.search.keywordHint': '姓名、学号、工号或申请人',
      'worklist.table.todo': '待我审批的申请',
      'worklist.table.done': '我审批过的申请',
      'worklist.table.mine': '我提交的申请',
      'worklist.list.title': '共 {total} 条',
      'worklist.overdueOnly': '只看超时未办',
      'worklist.col.waiting': '等待自',
      'worklist.col.overdue': '超时',
      'worklist.overdue': '超时',
      'worklist.overdueCount': '超时 {n}',
      'worklist.withdrawOf': '撤回 {title}',
    },
    {
      'worklist.box.todo': 'To decide',
      'worklist.box.done': 'Decided',
      'worklist.box.mine': 'Applied',
      'worklist.boxes': 'Work list boxes',
      'worklist.search.title': 'Work list search',
      'worklist.search.keywordHint': 'Name, card or staff number, or applicant',
      'worklist.table.todo': 'Applications waiting for my decision',
      'worklist.table.done': 'Applications I decided',
      'worklist.table.mine': 'Applications I submitted',
      'worklist.list.title': '{total} in total',
      'worklist.overdueOnly': 'Overdue only',
      'worklist.col.waiting': 'Waiting since',
      'worklist.col.overdue': 'Overdue',
      'worklist.overdue': 'Overdue',
      'worklist.overdueCount': '{n} overdue',
      'worklist.withdrawOf': 'Withdraw {title}',
    },
  ),
);

type WorklistMessages = typeof worklistMessages.zh;

declare module '../../i18n/define.ts' {
  interface AreaTexts extends WorklistMessages {}
}
