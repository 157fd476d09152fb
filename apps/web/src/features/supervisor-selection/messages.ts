import { defineMessages, registerMessages } from '../../i18n/define.ts';

/** Texts of the supervisor-selection pages (keys 'supervisorSelection.*'). */
export const supervisorSelectionMessages = registerMessages(
  defineMessages(
    {
      'supervisorSelection.search.title': '导师遴选查询',
      'supervisorSelection.search.keywordHint': '教师姓名、工号或申请人',
      'supervisorSelection.list.title': '导师遴选申请（共 {total} 条）',
      'supervisorSelection.list.mine': '我的导师遴选申请（共 {total} 条）',
      'supervisorSelection.table': '导师遴选申请列表',
      'supervisorSelection.apply': '申请导师遴选',
      'supervisorSelection.apply.title': '申请导师遴选',
      'supervisorSelection.apply.hint': '请先下载并填写导师遴选评审表，签字后扫描为 PDF（或 Word 文档）上传；评审表仅本人、所在学院及研究生院可见。',
      'supervisorSelection.field.dslx': '申请导师类别',
      'supervisorSelection.field.zc': '职称',
      'supervisorSelection.field.discipline': '学科专业',
      'supervisorSelection.field.directionIds': '研究方向',
      'supervisorSelection.directionSep': '、',
      'supervisorSelection.field.researchSummary': '科研成果简述',
      'supervisorSelection.field.reviewForm': '导师遴选评审表',
      'supervisorSelection.detailTitle': '导师遴选申请详情',
    },
    {
      'supervisorSelection.search.title': 'Supervisor selection search',
      'supervisorSelection.search.keywordHint': "Teacher's name, staff number or applicant",
      'supervisorSelection.list.title': 'Supervisor selection applications ({total})',
      'supervisorSelection.list.mine': 'My supervisor selection applications ({total})',
      'supervisorSelection.table': 'Supervisor selection applications',
      'supervisorSelection.apply': 'Apply for supervisor selection',
      'supervisorSelection.apply.title': 'Apply for supervisor selection',
      'supervisorSelection.apply.hint':
        'Fill in and sign the supervisor selection review form, then upload it as a PDF (or Word document); only you, your college and the graduate school can see it.',
      'supervisorSelection.field.dslx': 'Supervisor kind asked for',
      'supervisorSelection.field.zc': 'Title',
      'supervisorSelection.field.discipline': 'Discipline',
      'supervisorSelection.field.directionIds': 'Research directions',
      'supervisorSelection.directionSep': ', ',
      'supervisorSelection.field.researchSummary': 'Achievements',
      'supervisorSelection.field.reviewForm': 'Review form',
      'supervisorSelection.detailTitle': 'Supervisor selection application',
    },
  ),
);

type SupervisorSelectionMessages = typeof supervisorSelectionMessages.zh;

declare module '../../i18n/define.ts' {
  interface AreaTexts extends SupervisorSelectionMessages {}
}
