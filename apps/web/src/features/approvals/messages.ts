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
      'approvals.action.approveOf': '审批 {name}',
      'approvals.action.view': '查看',
      'approvals.action.viewOf': '查看 {name}',
      'approvals.col.subject': '对象',
      'approvals.col.what': '事项',
      'approvals.col.summary': '申请内容',
      'approvals.col.state': '申请状态',
      'approvals.business.record': '学籍信息',
      'approvals.decideTitle': '审批：{title}',
      'approvals.notDecidable': '所选记录中有您现在不能审批的（申请的当前环节不归您审批），请只选可审批的记录',
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
      'approvals.action.approveOf': 'Approve {name}',
      'approvals.action.view': 'View',
      'approvals.action.viewOf': 'View {name}',
      'approvals.col.subject': 'About',
      'approvals.col.what': 'What',
      'approvals.col.summary': 'Request',
      'approvals.col.state': 'Application state',
      'approvals.business.record': 'Student record',
      'approvals.decideTitle': 'Decide: {title}',
      'approvals.notDecidable':
        'Some of the selected records are not yours to decide now (the current step of the application is not yours): select only those you may decide',
      'approvals.action.batch': 'Batch approve ({n})',
      'approvals.mixed': 'The selected records belong to different businesses and cannot be approved together',
    },
  ),
);

type ApprovalsMessages = typeof approvalsMessages.zh;

declare module '../../i18n/define.ts' {
  interface AreaTexts extends ApprovalsMessages {}
}
