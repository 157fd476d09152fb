import { defineMessages, registerMessages } from '../define.ts';

/** Texts of the shared application list (components/application/application-list-page.tsx). */
export const applicationListMessages = registerMessages(
  defineMessages(
    {
      'application.list.keyword': '关键字',
      'application.list.keywordHint': '姓名、学号或申请人',
      'application.list.batchDecide': '批量审批',
      'application.list.todoOnly': '只看待我审批',
      'application.list.decideOf': '审批 {title}',
    },
    {
      'application.list.keyword': 'Keyword',
      'application.list.keywordHint': 'Name, card number or applicant',
      'application.list.batchDecide': 'Decide selected',
      'application.list.todoOnly': 'Waiting for my decision only',
      'application.list.decideOf': 'Decide {title}',
    },
  ),
);

type ApplicationListMessages = typeof applicationListMessages.zh;

declare module '../define.ts' {
  interface AreaTexts extends ApplicationListMessages {}
}
