import type { components } from '@gs/sdk/schema';
import { DAY_MS, SEED_NOW, utcDate, utcDateTime } from '../../core/clock.ts';
import type { Random } from '../../core/random.ts';
import { COLLEGES } from '../dicts/data.ts';

type Notice = components['schemas']['Notice'];

/** SPEC 3: notice content travels entity-encoded (`&lt;p&gt;`), and the UI decodes it before sanitising. */
export function encodeHtml(html: string): string {
  return html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export function decodeHtml(encoded: string): string {
  return encoded
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

interface NoticeSpec {
  title: string;
  dept: string;
  daysAgo: number;
  /** The opening paragraph: what the notice is about. */
  lead: string;
  /** Points of the list. */
  points: string[];
  /** With a schedule table by college. */
  table?: boolean;
  /** Names of seeded files attached to it. */
  attachments?: string[];
}

const GS = '研究生院';
const PY = '研究生院培养办公室';
const XW = '研究生院学位办公室';
const ZS = '研究生院招生办公室';
const XG = '党委研究生工作部';

const SPECS: NoticeSpec[] = [
  {
    title: '关于做好2026级研究生新生报到注册工作的通知',
    dept: GS,
    daysAgo: 10,
    table: true,
    lead: '2026级研究生新生将于9月1日至3日报到。为确保报到工作平稳有序，现将有关事项通知如下。',
    points: ['新生持录取通知书和身份证到所在学院报到点办理报到手续', '报到后须在系统中完成学籍信息核对', '因故不能按期报到者须提前书面请假'],
    attachments: ['2026级研究生新生报到须知.txt', '研究生报到流程图.png', '研究生手册（2026版）.txt'],
  },
  {
    title: '关于开展2026级研究生学籍信息核对工作的通知',
    dept: GS,
    daysAgo: 8,
    lead: '根据教育部学籍电子注册工作要求，请2026级研究生登录系统核对本人学籍信息。',
    points: ['核对内容包括姓名、性别、身份证号、学院、专业、培养层次和学习形式', '信息有误的请点击“退回”并注明原因', '核对截止时间为9月30日'],
    attachments: ['研究生学籍信息核对说明.pdf'],
  },
  {
    title: '关于2026年秋季学期研究生选课安排的通知',
    dept: PY,
    daysAgo: 18,
    table: true,
    lead: '2026年秋季学期研究生选课将分两轮进行，请各位研究生在导师指导下按培养方案选课。',
    points: ['第一轮选课：9月5日至9月10日', '第二轮补退选：9月15日至9月18日', '公共课按班级统一安排，无需自行选课'],
    attachments: ['2026年秋季学期研究生课表.xlsx'],
  },
  {
    title: '关于组织2026年研究生国家奖学金评审工作的通知',
    dept: XG,
    daysAgo: 25,
    lead: '为做好2026年研究生国家奖学金评审工作，现将评审安排通知如下。',
    points: ['各学院于10月15日前完成学院评审并公示', '学校评审委员会于10月下旬集中评审', '评审结果在全校范围内公示5个工作日'],
    attachments: ['研究生国家奖学金评审办法.pdf'],
  },
  {
    title: '关于开展2027年博士研究生招生导师遴选工作的通知',
    dept: GS,
    daysAgo: 33,
    lead: '为加强博士生导师队伍建设，学校启动2027年博士研究生招生导师遴选工作。',
    points: ['申请人须具有正高级专业技术职务', '近五年主持省部级及以上科研项目', '申请材料经学院学位评定分委员会审议后报研究生院'],
    attachments: ['导师遴选申请表.xlsx'],
  },
  {
    title: '关于2026年下半年学位论文答辩工作安排的通知',
    dept: XW,
    daysAgo: 40,
    table: true,
    lead: '2026年下半年学位论文答辩工作即将开始，请各学院和申请人按以下安排做好准备。',
    points: ['论文送审截止时间为10月20日', '答辩须在评阅意见全部返回后进行', '答辩记录须在答辩结束后3个工作日内录入系统'],
    attachments: ['学位论文格式规范（2026版）.pdf', '学位申请材料清单.txt', '答辩安排表.xlsx'],
  },
  {
    title: '关于开展研究生学位论文学术不端行为检测的通知',
    dept: XW,
    daysAgo: 47,
    lead: '所有申请学位的研究生须在论文送审前完成学术不端行为检测。',
    points: ['检测由学院统一提交', '文字复制比超过15%的须修改后复检', '检测报告作为学位申请材料之一'],
    attachments: ['学术不端行为检测说明.pdf'],
  },
  {
    title: '关于2026年研究生学业奖学金评定结果的公示',
    dept: XG,
    daysAgo: 28,
    lead: '经学院推荐、学校评审，2026年研究生学业奖学金评定工作已完成，现予以公示。',
    points: ['公示期为5个工作日', '如有异议请以书面形式向党委研究生工作部反映', '反映问题须实名并提供相关证明材料'],
    attachments: ['学业奖学金评定结果公示.xlsx'],
  },
  {
    title: '关于开展2025级硕士研究生中期考核工作的通知',
    dept: PY,
    daysAgo: 62,
    lead: '根据研究生培养工作规定，2025级硕士研究生将于本学期进行中期考核。',
    points: ['考核内容包括课程学习、科研进展和开题报告', '考核结果分为通过、限期重新考核和不通过', '考核不通过者按有关规定处理'],
    attachments: ['研究生中期考核实施细则.pdf'],
  },
  {
    title: '关于做好2026届毕业研究生离校手续办理工作的通知',
    dept: GS,
    daysAgo: 75,
    lead: '2026届毕业研究生离校手续将于6月下旬集中办理，请毕业生按时办理。',
    points: ['图书馆、财务处、宿舍管理中心在线办理', '毕业证书和学位证书由学院统一领取后发放', '档案转递信息须在6月20日前确认'],
  },
  {
    title: '关于举办第十二届研究生学术论坛的通知',
    dept: XG,
    daysAgo: 52,
    lead: '为营造良好的学术氛围，学校将于11月举办第十二届研究生学术论坛，欢迎广大研究生踊跃投稿。',
    points: ['投稿截止时间为10月31日', '论坛设理工、人文社科、经济管理三个分论坛', '优秀论文将推荐至相关期刊'],
  },
  {
    title: '关于开展研究生教育教学质量调查问卷的通知',
    dept: PY,
    daysAgo: 15,
    lead: '为了解研究生教育教学情况，持续改进培养质量，现开展研究生教育教学质量问卷调查。',
    points: ['问卷在系统“我的问卷”中填写', '调查采用匿名方式，请如实填写', '填写截止时间为9月25日'],
  },
  {
    title: '关于研究生请假与销假管理的补充说明',
    dept: XG,
    daysAgo: 110,
    lead: '为进一步规范研究生请假管理，现对请假与销假办理作如下补充说明。',
    points: ['请假须在系统中提交申请，按审批权限逐级审批', '假期结束后须在2个工作日内销假', '未经批准擅自离校的按有关规定处理'],
    attachments: ['研究生请假管理规定.pdf'],
  },
  {
    title: '关于2026年国庆节假期研究生安全管理工作的通知',
    dept: XG,
    daysAgo: 2,
    lead: '国庆节假期即将到来，为确保广大研究生假期安全，现将有关事项通知如下。',
    points: ['离校研究生须在系统中登记去向', '注意交通安全和财产安全', '实验室须做好安全检查，严禁违规操作'],
  },
  {
    title: '关于开展研究生培养方案修订工作的通知',
    dept: PY,
    daysAgo: 140,
    lead: '为适应新版学科专业目录，学校决定开展研究生培养方案修订工作。',
    points: ['各学院成立培养方案修订工作小组', '修订稿须经学院学位评定分委员会审议', '修订稿于12月31日前报送研究生院'],
  },
  {
    title: '关于申报2026年研究生科研创新项目的通知',
    dept: PY,
    daysAgo: 95,
    lead: '为提高研究生创新能力，学校设立2026年研究生科研创新项目，现开始申报。',
    points: ['申请人须为在读全日制研究生', '每个项目资助经费1万元至3万元', '项目执行期一年'],
  },
  {
    title: '关于研究生课程期末考试安排的通知',
    dept: PY,
    daysAgo: 170,
    table: true,
    lead: '2026年春季学期研究生课程期末考试将于6月中旬进行，现将考试安排通知如下。',
    points: ['考生须携带校园卡参加考试', '考试违纪作弊者按学校有关规定严肃处理', '成绩于考试结束后两周内录入系统'],
  },
  {
    title: '关于2026年研究生暑期社会实践活动的通知',
    dept: XG,
    daysAgo: 100,
    lead: '为引导研究生在实践中增长才干，学校组织开展2026年研究生暑期社会实践活动。',
    points: ['以团队形式申报，每队3至10人', '实践时间为7月至8月', '实践报告于9月15日前提交'],
  },
  {
    title: '关于组织研究生参加学术道德与学术规范教育的通知',
    dept: GS,
    daysAgo: 6,
    lead: '为加强研究生学风建设，学校组织2026级研究生参加学术道德与学术规范教育。',
    points: ['教育时间为9月第二周', '采取线上学习与线下讲座相结合的方式', '完成学习并通过测试后计1学分'],
  },
  {
    title: '关于研究生院办公地点调整的通知',
    dept: GS,
    daysAgo: 160,
    lead: '因办公用房调整，研究生院各办公室自7月1日起迁至行政楼三楼办公。',
    points: ['办公电话保持不变', '搬迁期间业务照常办理', '如有不便敬请谅解'],
    attachments: ['研究生院办公电话.txt', '校园地图.png'],
  },
  {
    title: '关于2027年推荐优秀应届本科毕业生免试攻读研究生工作的通知',
    dept: ZS,
    daysAgo: 22,
    lead: '根据教育部有关文件精神，现将2027年推荐优秀应届本科毕业生免试攻读研究生工作安排通知如下。',
    points: ['推免生须在全国推免服务系统中完成报名', '各学院于9月20日前完成复试', '拟录取名单在研究生院网站公示'],
    attachments: ['2026年研究生招生简章.pdf'],
  },
  {
    title: '关于研究生学籍异动办理流程的说明',
    dept: GS,
    daysAgo: 125,
    lead: '研究生休学、复学、退学、转专业、延期毕业等学籍异动事项，须按以下流程办理。',
    points: ['本人在系统中提交学籍异动申请', '导师和学院审核同意后报研究生院审批', '审批通过后学籍状态自动更新'],
  },
  {
    title: '关于开展2026年优秀博士、硕士学位论文评选工作的通知',
    dept: XW,
    daysAgo: 82,
    lead: '为鼓励研究生创新，提高学位论文质量，学校开展2026年优秀博士、硕士学位论文评选工作。',
    points: ['参评论文须为近两年获得学位的论文', '由导师推荐、学院初评、学校终评', '评选结果在全校范围内公示'],
  },
  {
    title: '关于研究生校园卡补办及学号查询的说明',
    dept: GS,
    daysAgo: 30,
    lead: '新生学号由入学年级、学院代码和顺序号组成，共10位，可在系统“我的学籍”中查询。',
    points: ['校园卡遗失的请及时挂失', '补办校园卡请到一卡通服务中心', '学号如有疑问请联系所在学院'],
  },
  {
    title: '关于2026年春季学期研究生成绩录入工作的通知',
    dept: PY,
    daysAgo: 155,
    lead: '2026年春季学期研究生课程成绩录入工作即将开始，请各任课教师按时录入成绩。',
    points: ['成绩录入时间为6月20日至7月5日', '成绩提交后如需修改须履行审批手续', '逾期未录入的课程由学院督促落实'],
  },
  {
    title: '关于开展研究生导师年度考核工作的通知',
    dept: GS,
    daysAgo: 135,
    lead: '为加强研究生导师队伍管理，学校开展2025-2026学年研究生导师年度考核工作。',
    points: ['考核内容包括师德师风、指导质量和科研水平', '考核结果分为优秀、合格和不合格', '考核结果作为导师招生资格审核的重要依据'],
  },
  {
    title: '关于同等学力人员申请硕士学位报名工作的通知',
    dept: XW,
    daysAgo: 65,
    lead: '2026年同等学力人员申请硕士学位报名工作即将开始，现将有关事项通知如下。',
    points: ['申请人须获得学士学位满三年', '报名时间为9月1日至9月30日', '须通过全国统一考试和课程考试'],
  },
  {
    title: '关于接收2026年秋季进修生的通知',
    dept: PY,
    daysAgo: 58,
    lead: '学校2026年秋季学期接收国内高校和科研院所的进修人员，现将有关事项通知如下。',
    points: ['进修期限一般为一学期至一年', '进修人员须由所在单位推荐', '进修结束后颁发结业证明'],
  },
  {
    title: '关于研究生教育管理系统升级维护的公告',
    dept: GS,
    daysAgo: 4,
    lead: '为提升系统性能，研究生教育管理系统将于本周六进行升级维护。',
    points: ['维护时间：周六 22:00 至周日 06:00', '维护期间系统暂停访问', '如遇问题请联系研究生院综合办公室'],
  },
  {
    title: '关于更新研究生照片采集信息的通知',
    dept: GS,
    daysAgo: 36,
    lead: '为做好学历证书电子注册工作，请应届毕业研究生按要求完成图像信息采集。',
    points: ['照片为蓝底证件照，像素不低于480×640', '采集结果将用于毕业证书和学位证书', '本人可在系统中查看已采集的照片'],
  },
];

function noticeHtml(random: Random, spec: NoticeSpec, issued: number): string {
  const deadline = utcDate(issued + random.int(10, 30) * DAY_MS);
  const contact = `${random.faker.person.lastName()}老师`;
  const phone = `010-0000 ${String(random.int(1001, 1099))}`;
  const parts = [
    '<p>各学院、各位研究生：</p>',
    `<p>${spec.lead}</p>`,
    '<h3>一、具体安排</h3>',
    `<ul>${spec.points.map((point) => `<li>${point}；</li>`).join('')}</ul>`,
  ];
  if (spec.table) {
    const rows = COLLEGES.slice(0, 5)
      .map((college, i) => {
        const day = utcDate(issued + (i + 3) * DAY_MS);
        return `<tr><td>${college.name}</td><td>${day}</td><td>${random.pick(['行政楼', '教学楼A', '信息楼', '图书馆'])}${random.int(101, 520)}室</td><td>${random.faker.person.lastName()}老师</td></tr>`;
      })
      .join('');
    parts.push(
      '<h3>二、各学院安排</h3>',
      `<table border="1" cellpadding="4"><thead><tr><th>学院</th><th>日期</th><th>地点</th><th>联系人</th></tr></thead><tbody>${rows}</tbody></table>`,
    );
  }
  parts.push(
    `<p><strong>请务必于${deadline}前完成相关工作</strong>，逾期不再受理。</p>`,
    `<p>联系人：${contact}，电话：${phone}。</p>`,
    `<p style="text-align: right">${spec.dept}<br/>${utcDate(issued)}</p>`,
  );
  return parts.join('');
}

/**
 * The seeded notices, newest first, and one carrying script payloads (a `<script>`, an `onerror` and a
 * `javascript:` link) so the front end's sanitiser has something to neutralise.
 */
export function seedNotices(random: Random, fileIdByName: ReadonlyMap<string, string>, nextId: () => string): Notice[] {
  const fileIds = fileIdByName;
  const notices = SPECS.map((spec): Notice => {
    const issued = SEED_NOW - spec.daysAgo * DAY_MS - random.int(0, 8 * 3600) * 1000;
    const attachments = (spec.attachments ?? []).slice(0, 3).flatMap((name) => fileIds.get(name) ?? []);
    const time = utcDateTime(issued);
    return {
      id: nextId(),
      title: spec.title,
      deptName: spec.dept,
      time,
      content: encodeHtml(noticeHtml(random, spec, issued)),
      filekey: JSON.stringify(attachments),
      createBy: random.chance(0.8) ? 'staff' : 'admin',
      updateTime: time,
    };
  });
  const unsafe = utcDateTime(SEED_NOW - 200 * DAY_MS);
  notices.push({
    id: nextId(),
    title: '【测试】含有不安全内容的通知（应被过滤）',
    deptName: '信息化建设与管理处',
    time: unsafe,
    content: encodeHtml(
      '<p>本通知用于检验前端的内容过滤。</p>' +
        '<script>window.__xss = "script"; alert("xss")</script>' +
        '<p><img src="x" onerror="window.__xss = \'onerror\'; alert(1)">图片</p>' +
        '<p><a href="javascript:window.__xss = \'link\'">点击查看详情</a></p>' +
        '<p><iframe src="https://evil.example.com"></iframe><b onmouseover="alert(2)">加粗文字</b></p>',
    ),
    filekey: '[]',
    createBy: 'admin',
    updateTime: unsafe,
  });
  return notices.sort((a, b) => b.time.localeCompare(a.time) || a.id.localeCompare(b.id));
}
