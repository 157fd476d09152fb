import { defineMessages, registerMessages } from '../../i18n/define.ts';

/** Texts of the approvals area: the approval records page. */
export const approvalsMessages = registerMessages(
  defineMessages(
    {
      'approvals.title': '审批记录',
      'approvals.table': '审批记录列表',
      'approvals.col.coreKey': '业务 ID',
      'approvals.col.module': '模块 / 业务',
      'approvals.col.type': '回调标识',
      'approvals.search.title': '审批记录查询',
      'approvals.search.coreKey': '业务 ID',
      'approvals.search.mkCode': '模块代码',
      'approvals.search.coreCode': '业务代码',
      'approvals.search.status': '审批结果',
      'approvals.search.approver': '审批人',
      'approvals.action.approve': '审批',
      'approvals.action.approveOf': '审批 {coreKey}',
      'approvals.action.batch': '批量审批（{n}）',
      'approvals.mixed': '所选记录属于不同业务，不能一起审批',
    },
    {
      'approvals.title': 'Approval records',
      'approvals.table': 'Approval record list',
      'approvals.col.coreKey': 'Business id',
      'approvals.col.module': 'Module / business',
      'approvals.col.type': 'Callback id',
      'approvals.search.title': 'Approval record search',
      'approvals.search.coreKey': 'Business id',
      'approvals.search.mkCode': 'Module code',
      'approvals.search.coreCode': 'Business code',
      'approvals.search.status': 'Result',
      'approvals.search.approver': 'Approver',
      'approvals.action.approve': 'Approve',
      'approvals.action.approveOf': 'Approve {coreKey}',
      'approvals.action.batch': 'Batch approve ({n})',
      'approvals.mixed': 'The selected records belong to different businesses and cannot be approved together',
    },
  ),
);

type ApprovalsMessages = typeof approvalsMessages.zh;

declare module '../../i18n/define.ts' {
  interface AreaTexts extends ApprovalsMessages {}
}
