import { DAY_MS, SEED_NOW, utcDateTime } from '../../core/clock.ts';
import { simplePdf } from '../../files/pdf.ts';
import { avatarPng, blocksPng } from '../../files/photo.ts';
import { liteXlsx } from '../../files/xlsx-lite.ts';
import { COLLEGES } from '../dicts/data.ts';
import type { FileRecord, FileScope } from './store.ts';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  txt: 'text/plain; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** What a seeded file is: its name, owner module, business key, uploader, scope and the bytes to hold. */
interface FileSpec {
  realName: string;
  modules: string;
  biz: string;
  daysAgo: number;
  createBy: string;
  bytes: () => Uint8Array;
  /** Who may read it besides its uploader and the file managers; notice attachments are public. */
  scope?: FileScope;
}

const text = (content: string) => () => new TextEncoder().encode(content);

/** Notice attachments are files of the `notice` module; these names are also what the notices cite. */
const SPECS: FileSpec[] = [
  {
    realName: '2026级研究生新生报到须知.txt',
    modules: 'notice',
    biz: 'attachment',
    daysAgo: 12,
    createBy: 'staff',
    bytes: text(
      '2026级研究生新生报到须知\n\n一、报到时间：2026年9月1日至9月3日，每天8:30-17:00。\n二、报到地点：研究生院报到大厅（行政楼一楼）。\n三、报到材料：录取通知书、身份证原件及复印件、近期免冠证件照4张、党团组织关系介绍信。\n四、因故不能按时报到者，须在报到截止前向所在学院请假，请假不超过两周。\n\n研究生院\n2026年8月20日\n',
    ),
  },
  {
    realName: '研究生报到流程图.png',
    modules: 'notice',
    biz: 'attachment',
    daysAgo: 12,
    createBy: 'staff',
    bytes: () => blocksPng(480, 200, 'registration-flow', 5),
  },
  {
    realName: '研究生学籍信息核对说明.pdf',
    modules: 'notice',
    biz: 'attachment',
    daysAgo: 9,
    createBy: 'staff',
    bytes: () =>
      simplePdf('Guide to Verifying Student Status Records', [
        'Sign in to the Postgraduate Academic Affairs System with your student number.',
        'Open "My record", check name, ID card number, college, major and level.',
        'Confirm the record if it is correct; otherwise return it with a note.',
        'Deadline: 30 September 2026.',
      ]),
  },
  {
    realName: '学位论文格式规范（2026版）.pdf',
    modules: 'notice',
    biz: 'attachment',
    daysAgo: 40,
    createBy: 'staff',
    bytes: () =>
      simplePdf('Thesis Format Guidelines (2026 edition)', [
        '1. Paper: A4, margins 2.5 cm, page numbers centred at the bottom.',
        '2. Body text: 12 pt, line spacing 1.5.',
        '3. References follow GB/T 7714-2015.',
        '4. The electronic copy is submitted as PDF/A.',
      ]),
  },
  {
    realName: '研究生国家奖学金评审办法.pdf',
    modules: 'notice',
    biz: 'attachment',
    daysAgo: 55,
    createBy: 'staff',
    bytes: () =>
      simplePdf('National Scholarship for Postgraduates: Review Rules', [
        'Eligibility: full-time postgraduates enrolled in the national plan.',
        'Amount: 30,000 CNY (doctoral), 20,000 CNY (master).',
        'Review: college committee, then the university committee; results are published for 5 working days.',
      ]),
  },
  {
    realName: '2026年秋季学期研究生课表.xlsx',
    modules: 'notice',
    biz: 'attachment',
    daysAgo: 20,
    createBy: 'staff',
    bytes: () =>
      liteXlsx(
        '课表',
        ['课程代码', '课程名称', '学分', '任课教师', '上课时间', '上课地点'],
        [
          ['G0001', '中国特色社会主义理论与实践研究', 2, '马克思主义学院', '周一 1-2 节', '教学楼A101'],
          ['G0002', '研究生英语综合', 3, '外国语学院', '周二 3-4 节', '教学楼B203'],
          ['G1201', '高等算法分析', 3, '计算机科学与技术学院', '周三 5-7 节', '信息楼305'],
          ['G1202', '机器学习', 3, '计算机科学与技术学院', '周四 1-3 节', '信息楼401'],
          ['G0701', '管理研究方法', 2, '管理学院', '周五 3-4 节', '经管楼210'],
          ['G0003', '学术道德与论文写作', 1, '研究生院', '周五 7-8 节', '图书馆报告厅'],
        ],
      ),
  },
  {
    realName: '研究生院办公电话.txt',
    modules: 'notice',
    biz: 'attachment',
    daysAgo: 90,
    createBy: 'admin',
    bytes: text(
      '研究生院办公电话\n综合办公室 010-0000 1001\n招生办公室 010-0000 1002\n培养办公室 010-0000 1003\n学位办公室 010-0000 1004\n学籍管理 010-0000 1005\n',
    ),
  },
  {
    realName: '研究生中期考核实施细则.pdf',
    modules: 'notice',
    biz: 'attachment',
    daysAgo: 70,
    createBy: 'staff',
    bytes: () =>
      simplePdf('Mid-term Assessment of Postgraduates: Implementation Rules', [
        'Master students: third semester; doctoral students: fourth semester.',
        'Content: coursework, research progress, thesis proposal.',
        'Result: pass, conditional pass (re-assessment within 6 months), or fail.',
      ]),
  },
  {
    realName: '导师遴选申请表.xlsx',
    modules: 'notice',
    biz: 'attachment',
    daysAgo: 33,
    createBy: 'staff',
    bytes: () => liteXlsx('申请表', ['工号', '姓名', '学院', '职称', '申请类别', '近五年代表性成果'], [['', '', '', '', '博士生导师/硕士生导师', '']]),
  },
  {
    realName: '学业奖学金评定结果公示.xlsx',
    modules: 'notice',
    biz: 'attachment',
    daysAgo: 28,
    createBy: 'staff',
    bytes: () =>
      liteXlsx(
        '公示名单',
        ['序号', '学院', '一等奖人数', '二等奖人数', '三等奖人数'],
        COLLEGES.map((c, i) => [i + 1, c.name, 3 + (i % 4), 8 + (i % 5), 12 + (i % 6)]),
      ),
  },
  {
    realName: '学位申请材料清单.txt',
    modules: 'notice',
    biz: 'attachment',
    daysAgo: 45,
    createBy: 'staff',
    bytes: text(
      '学位申请材料清单\n1. 学位申请书（导师签字）\n2. 学位论文（纸质版两本，电子版一份）\n3. 学术不端检测报告\n4. 论文评阅意见书\n5. 答辩记录及答辩决议书\n6. 发表论文首页复印件\n',
    ),
  },
  {
    realName: '研究生请假管理规定.pdf',
    modules: 'notice',
    biz: 'attachment',
    daysAgo: 120,
    createBy: 'admin',
    bytes: () =>
      simplePdf('Leave of Absence Rules for Postgraduates', [
        'Up to 3 days: approved by the supervisor.',
        '4 to 14 days: supervisor and college.',
        'More than 14 days: supervisor, college and Graduate School.',
      ]),
  },
  {
    realName: '校园地图.png',
    modules: 'notice',
    biz: 'attachment',
    daysAgo: 150,
    createBy: 'admin',
    bytes: () => blocksPng(400, 300, 'campus-map', 4),
  },
  {
    realName: '答辩安排表.xlsx',
    modules: 'xw',
    biz: 'dbap',
    daysAgo: 60,
    createBy: 'staff',
    bytes: () =>
      liteXlsx(
        '答辩安排',
        ['学号', '姓名', '论文题目', '答辩时间', '答辩地点'],
        [
          ['2023001015', '（示例）', '面向大规模图数据的分布式查询优化研究', '2026-05-20 09:00', '信息楼305'],
          ['2023012008', '（示例）', '毫米波通信系统中的波束管理方法研究', '2026-05-21 14:00', '电子楼201'],
        ],
      ),
  },
  {
    realName: '学术不端行为检测说明.pdf',
    modules: 'xw',
    biz: 'xsbd',
    daysAgo: 80,
    createBy: 'staff',
    bytes: () =>
      simplePdf('Academic Misconduct Check: Notes', [
        'Similarity above 15 percent: revise and check again.',
        'Similarity above 30 percent: the defence is postponed.',
      ]),
  },
  {
    realName: '研究生手册（2026版）.txt',
    modules: 'notice',
    biz: 'attachment',
    daysAgo: 14,
    createBy: 'admin',
    bytes: text('研究生手册（2026版）目录\n第一章 学籍管理\n第二章 培养与课程\n第三章 学位申请\n第四章 奖助体系\n第五章 校园生活\n'),
  },
  {
    realName: '导师名单.csv',
    modules: 'ds',
    biz: 'export',
    daysAgo: 100,
    createBy: 'staff',
    bytes: text('学院,学院代码\n' + COLLEGES.map((c) => `${c.name},${c.code}`).join('\n') + '\n'),
  },
  {
    realName: '2026年研究生招生简章.pdf',
    modules: 'notice',
    biz: 'attachment',
    daysAgo: 200,
    createBy: 'admin',
    bytes: () =>
      simplePdf('Postgraduate Admissions 2026', ['Application: October 2025, online.', 'Written examination: December 2025.', 'Interviews: March 2026.']),
  },
  {
    realName: 'avatar-admin.png',
    modules: 'avatar',
    biz: 'user:1',
    daysAgo: 300,
    createBy: 'admin',
    bytes: () => avatarPng('admin'),
    scope: { kind: 'user', key: '1' },
  },
  {
    realName: 'avatar-staff.png',
    modules: 'avatar',
    biz: 'user:2',
    daysAgo: 300,
    createBy: 'staff',
    bytes: () => avatarPng('staff'),
    scope: { kind: 'user', key: '2' },
  },
];

/** Seeded uploaders (usernames) and their user ids (auth area: the demo accounts). */
const UPLOADER_IDS: Readonly<Record<string, string>> = { admin: '1', staff: '2' };

/** The seeded stored files with their bytes; `nextId` continues the store's id sequence. */
export function seedFiles(nextId: () => string): { record: FileRecord; bytes: Uint8Array }[] {
  return SPECS.map((spec) => {
    const bytes = spec.bytes();
    const suffix = spec.realName.slice(spec.realName.lastIndexOf('.') + 1).toLowerCase();
    const scope: FileScope = spec.scope ?? (spec.modules === 'notice' ? { kind: 'public' } : { kind: 'private' });
    return {
      record: {
        meta: {
          id: nextId(),
          realName: spec.realName,
          fileSize: bytes.byteLength,
          suffix,
          contentType: CONTENT_TYPES[suffix] ?? 'application/octet-stream',
          modules: spec.modules,
          biz: spec.biz,
          createBy: spec.createBy,
          createTime: utcDateTime(SEED_NOW - spec.daysAgo * DAY_MS - 3_600_000 * (spec.daysAgo % 7)),
        },
        ownerId: UPLOADER_IDS[spec.createBy] ?? null,
        scope,
      },
      bytes,
    };
  });
}
