import { defineMessages, registerMessages } from '../define.ts';

/** Texts of the scholarship parts of the shared application UI (form fields, detail). */
export const scholarshipApplicationMessages = registerMessages(
  defineMessages(
    {
      'application.scholarship.year': '申请学年',
      'application.scholarship.achievements': '成果（{count} 项，最多 {max} 项）',
      'application.scholarship.category': '成果类别',
      'application.scholarship.level': '级别',
      'application.scholarship.noLevel': '不分级别',
      'application.scholarship.title': '成果名称',
      'application.scholarship.date': '取得时间',
      'application.scholarship.points': '规则分值',
      'application.scholarship.score': '计分',
      'application.scholarship.add': '添加成果',
      'application.scholarship.remove': '删除第 {index} 项成果',
      'application.scholarship.rowOf': '第 {index} 项成果的{field}',
      'application.scholarship.total': '预计总分：{total} 分',
      'application.scholarship.totalScore': '总分',
      'application.scholarship.statement': '个人陈述',
      'application.scholarship.statementMin': '个人陈述至少 10 个字',
      'application.scholarship.atLeastOne': '请至少填写一项成果',
      'application.scholarship.rules': '计分规则',
      'application.scholarship.rulesHint': '按类别和级别计分，同一类别中分值高的成果先计入，达到该类别上限后不再计分。以服务器计算的分数为准。',
      'application.scholarship.cap': '上限 {cap} 分',
      'application.scholarship.perItem': '每项 {points} 分',
      'application.scholarship.table': '成果及计分',
    },
    {
      'application.scholarship.year': 'Academic year',
      'application.scholarship.achievements': 'Achievements ({count}, at most {max})',
      'application.scholarship.category': 'Category',
      'application.scholarship.level': 'Level',
      'application.scholarship.noLevel': 'No levels',
      'application.scholarship.title': 'Title',
      'application.scholarship.date': 'Date',
      'application.scholarship.points': 'Rule points',
      'application.scholarship.score': 'Counted',
      'application.scholarship.add': 'Add an achievement',
      'application.scholarship.remove': 'Remove achievement {index}',
      'application.scholarship.rowOf': '{field} of achievement {index}',
      'application.scholarship.total': 'Expected score: {total}',
      'application.scholarship.totalScore': 'Total score',
      'application.scholarship.statement': 'Personal statement',
      'application.scholarship.statementMin': 'The personal statement needs at least 10 characters',
      'application.scholarship.atLeastOne': 'Enter at least one achievement',
      'application.scholarship.rules': 'Scoring rules',
      'application.scholarship.rulesHint':
        'Points by category and level; within a category the best achievements count first, up to the category cap. The server’s score is the one that counts.',
      'application.scholarship.cap': 'cap {cap}',
      'application.scholarship.perItem': '{points} each',
      'application.scholarship.table': 'Achievements and scores',
    },
  ),
);

type ScholarshipApplicationMessages = typeof scholarshipApplicationMessages.zh;

declare module '../define.ts' {
  interface AreaTexts extends ScholarshipApplicationMessages {}
}
