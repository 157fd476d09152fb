import type { components } from '@gs/sdk/schema';

type DictDetail = components['schemas']['DictDetail'];
type MenuNode = components['schemas']['MenuNode'];

/** Colleges (dictionary xj_xy) and their majors (xj_zy): code, name, majors [code, name]. */
export const COLLEGES: [string, string, [string, string][]][] = [
  ['001', '计算机科学与技术学院', [['081200', '计算机科学与技术'], ['083500', '软件工程'], ['083900', '网络空间安全']]],
  ['002', '数学与统计学院', [['070100', '数学'], ['071400', '统计学']]],
  ['003', '物理学院', [['070200', '物理学'], ['080300', '光学工程']]],
  ['004', '化学化工学院', [['070300', '化学'], ['081700', '化学工程与技术']]],
  ['005', '生命科学学院', [['071000', '生物学'], ['071300', '生态学']]],
  ['006', '经济学院', [['020100', '理论经济学'], ['020200', '应用经济学'], ['025100', '金融']]],
  ['007', '管理学院', [['120100', '管理科学与工程'], ['120200', '工商管理'], ['125100', '工商管理（MBA）']]],
  ['008', '法学院', [['030100', '法学'], ['035101', '法律（非法学）']]],
  ['009', '文学院', [['050100', '中国语言文学'], ['045300', '汉语国际教育']]],
  ['010', '外国语学院', [['050200', '外国语言文学'], ['055100', '翻译']]],
  ['011', '机械工程学院', [['080200', '机械工程'], ['085500', '机械']]],
  ['012', '电子信息学院', [['081000', '信息与通信工程'], ['085400', '电子信息']]],
];

const ETHNICITIES = ['汉族', '蒙古族', '回族', '藏族', '维吾尔族', '苗族', '彝族', '壮族', '布依族', '朝鲜族', '满族', '侗族', '瑶族', '白族', '土家族', '哈尼族', '哈萨克族', '傣族', '黎族', '傈僳族'];

function entries(dictName: string, pairs: [string, string, string?][]): DictDetail[] {
  return pairs.map(([value, label, cssClass], index) => ({
    id: `${dictName}:${value}`,
    dictName,
    value,
    label,
    dictSort: index + 1,
    cssClass: cssClass ?? '',
    enabled: true,
  }));
}

/** The dictionaries the student model names (SPEC 3: sorted by dictSort). */
export const DICTIONARIES: Record<string, DictDetail[]> = {
  sys_user_sex: entries('sys_user_sex', [['1', '男'], ['2', '女']]),
  sys_yes_no: entries('sys_yes_no', [['Y', '是'], ['N', '否']]),
  xj_mz: entries('xj_mz', ETHNICITIES.map((name, i) => [String(i + 1).padStart(2, '0'), name])),
  xj_zzmm: entries('xj_zzmm', [['01', '中共党员', 'error'], ['02', '中共预备党员', 'warning'], ['03', '共青团员', 'processing'], ['12', '无党派人士'], ['13', '群众']]),
  xj_xy: entries('xj_xy', COLLEGES.map(([code, name]) => [code, name])),
  xj_zy: entries('xj_zy', COLLEGES.flatMap(([, , majors]) => majors.map(([code, name]) => [code, name] as [string, string]))),
  xj_pycc: entries('xj_pycc', [['1', '博士研究生'], ['2', '硕士研究生']]),
  xj_xwlx: entries('xj_xwlx', [['1', '学术学位'], ['2', '专业学位']]),
  xj_xxxs: entries('xj_xxxs', [['1', '全日制'], ['2', '非全日制']]),
  xj_xslb: entries('xj_xslb', [['1', '普通研究生'], ['2', '进修生'], ['3', '同等学力']]),
  xj_xjzt: entries('xj_xjzt', [['01', '在读', 'success'], ['02', '休学', 'warning'], ['03', '退学', 'error'], ['04', '毕业', 'processing'], ['05', '结业', 'default'], ['06', '延期', 'warning']]),
  xj_hdzt: entries('xj_hdzt', [['0', '未核对', 'default'], ['1', '已核对', 'success'], ['2', '已退回', 'error']]),
  xj_bdzt: entries('xj_bdzt', [['0', '未报到', 'default'], ['1', '已报到', 'success']]),
  xj_zc: entries('xj_zc', [['1', '教授'], ['2', '副教授'], ['3', '研究员'], ['4', '副研究员'], ['5', '讲师']]),
  xj_zplx: entries('xj_zplx', [['rxzp', '入学照片'], ['byzp', '毕业照片'], ['xwzp', '学位照片'], ['sfzzp', '身份证照片']]),
};

export const PERMISSIONS = [
  'kernel:notice:edit',
  'kernel:storage:list',
  'kernel:storage:delete',
  'approval:add',
  'approval:list',
  'xj:stuinfo:list',
  'xj:stuinfo:add',
  'xj:stuinfo:edit',
  'xj:stuinfo:delete',
  'xj:stuinfo:status',
  'xj:stuinfo:verify',
  'xj:stats:view',
  'xj:stuinfo:export',
  'xj:bysk:export',
] as const;

export const SERVICES: components['schemas']['CloudService'][] = [
  { id: 'svc-xj', service: 'cloud-xj', name: '学籍管理', icon: 'user-3-line' },
  { id: 'svc-yg', service: 'cloud-yg', name: '审批中心', icon: 'checkbox-circle-line' },
  { id: 'svc-kernel', service: 'kernel', name: '系统管理', icon: 'settings-3-line' },
];

type Audience = 'admin' | 'staff' | 'teacher' | 'student';

interface MenuSpec {
  node: MenuNode;
  service: string;
  audience: Audience[];
}

function leaf(path: string, name: string, component: string, title: string, icon: string, meta: Partial<MenuNode['meta']> = {}): MenuNode {
  return { path, name, component, leaf: true, meta: { title, icon, ...meta } };
}

function group(path: string, name: string, title: string, icon: string, children: MenuNode[]): MenuNode {
  return { path, name, component: 'Layout', redirect: children[0]?.path, leaf: false, meta: { title, icon }, children };
}

const hidden = (path: string, name: string, component: string, title: string, activeMenu: string): MenuNode =>
  leaf(path, name, component, title, '', { hidden: true, activeMenu });

/** Menu trees per audience (SPEC 2): groups use the Layout component, leaves resolve under views. */
const MENUS: MenuSpec[] = [
  {
    service: 'cloud-xj',
    audience: ['admin', 'staff'],
    node: group('/xj', 'Xj', '学籍管理', 'user-3-line', [
      leaf('/xj/xjxx', 'Xjxx', 'xj/xjxx/index', '学生学籍信息', 'file-user-line', { badge: 'New' }),
      leaf('/xj/tj', 'XjTj', 'xj/tj/index', '学籍统计', 'bar-chart-2-line', { guard: ['xj:stats:view'] }),
      leaf('/xj/xjyd', 'Xjyd', 'xj/xjyd/index', '学籍异动', 'exchange-line', { dot: true }),
      leaf('/xj/xsbd', 'Xsbd', 'xj/xsbd/index', '新生报到', 'login-box-line'),
      leaf('/xj/bysk', 'Bysk', 'xj/bysk/index', '毕业生库', 'graduation-cap-line', { guard: ['xj:bysk:export'] }),
      hidden('/stuDetails', 'StuDetails', 'xj/xjxx/details', '学生详情', '/xj/xjxx'),
      hidden('/xjxxEdit', 'XjxxEdit', 'xj/xjxx/edit', '编辑学籍', '/xj/xjxx'),
      hidden('/addXjyd', 'AddXjyd', 'xj/xjyd/add', '新增学籍异动', '/xj/xjyd'),
      hidden('/stuBySqView', 'StuBySqView', 'xj/xjyd/view', '学籍异动详情', '/xj/xjyd'),
      hidden('/qjgl/toDetails', 'QjglDetails', 'xj/qjgl/details', '请假详情', '/xj/xjxx'),
    ]),
  },
  {
    service: 'cloud-xj',
    audience: ['admin', 'staff'],
    node: group('/xw', 'Xw', '学位管理', 'award-line', [
      leaf('/xw/xwsq', 'Xwsq', 'xw/xwsq/index', '学位申请', 'file-list-3-line'),
      leaf('/xw/sslq', 'Sslq', 'xw/sslq/index', '硕士录取', 'user-add-line'),
      leaf('/xw/bslq', 'Bslq', 'xw/bslq/index', '博士录取', 'user-star-line'),
      hidden('/sslq/toDetails', 'SslqDetails', 'xw/sslq/details', '硕士录取详情', '/xw/sslq'),
      hidden('/bslq/toDetails', 'BslqDetails', 'xw/bslq/details', '博士录取详情', '/xw/bslq'),
      hidden('/stuXwsqView', 'StuXwsqView', 'xw/xwsq/view', '学位申请详情', '/xw/xwsq'),
      hidden('/zlds/apply/view', 'ZldsApplyView', 'xw/zlds/view', '指导申请详情', '/xw/xwsq'),
    ]),
  },
  {
    service: 'cloud-xj',
    audience: ['admin', 'staff', 'teacher'],
    node: group('/ds', 'Ds', '导师管理', 'team-line', [
      leaf('/ds/dsxx', 'Dsxx', 'ds/dsxx/index', '导师信息', 'contacts-line'),
      leaf('/ds/mystudents', 'MyStudents', 'ds/my-students/index', '我的学生', 'group-line'),
      hidden('/dsxx/jsinfoView', 'JsinfoView', 'ds/dsxx/view', '导师详情', '/ds/dsxx'),
    ]),
  },
  {
    service: 'cloud-xj',
    audience: ['admin', 'staff'],
    node: group('/pkgl', 'Pkgl', '排课管理', 'calendar-line', [
      leaf('/pkgl/pkxxwh', 'Pkxxwh', 'pkgl/pkxxwh/index', '排课信息维护', 'calendar-todo-line', { noKeepAlive: true }),
      leaf('/pkgl/pyfa', 'Pyfa', 'pkgl/pyfa/index', '培养方案', 'book-open-line'),
      hidden('/pkgl/pkxxwh/ZcPkxxForm', 'ZcPkxxForm', 'pkgl/pkxxwh/zc-form', '按周编辑排课', '/pkgl/pkxxwh'),
      hidden('/pkgl/pkxxwh/RqPkxxForm', 'RqPkxxForm', 'pkgl/pkxxwh/rq-form', '按日期编辑排课', '/pkgl/pkxxwh'),
      hidden('/pkxxwh/xsxkjg/xsxkjg', 'Xsxkjg', 'pkgl/pkxxwh/xsxkjg', '选课学生', '/pkgl/pkxxwh'),
      hidden('/pkxxwh/pkjhForm', 'PkjhForm', 'pkgl/pkxxwh/pkjh-form', '排课计划', '/pkgl/pkxxwh'),
      hidden('/pkxxwh/rqpkjhForm', 'RqpkjhForm', 'pkgl/pkxxwh/rqpkjh-form', '按日期排课计划', '/pkgl/pkxxwh'),
      hidden('/pyfa/pyfambgl', 'Pyfambgl', 'pkgl/pyfa/template', '培养方案模板', '/pkgl/pyfa'),
      hidden('/pyfazd/pyfazdForm', 'PyfazdForm', 'pkgl/pyfa/zd-form', '培养方案制订', '/pkgl/pyfa'),
      hidden('/pyfack/pyfaView', 'PyfaView', 'pkgl/pyfa/view', '培养方案查看', '/pkgl/pyfa'),
      hidden('/zdyxd/xspyjhView', 'XspyjhView', 'pkgl/pyfa/plan-view', '学生培养计划', '/pkgl/pyfa'),
    ]),
  },
  {
    service: 'cloud-xj',
    audience: ['admin', 'staff'],
    node: group('/cj', 'Cj', '成绩管理', 'medal-line', [
      leaf('/cj/cjlr', 'Cjlr', 'cj/cjlr/index', '成绩录入', 'edit-box-line'),
      leaf('/cj/whcjgl', 'Whcjgl', 'cj/whcjgl/index', '成绩维护', 'database-2-line'),
      hidden('/whcjgl/indexCjmx', 'IndexCjmx', 'cj/whcjgl/detail', '成绩明细', '/cj/whcjgl'),
      hidden('/xscjgb/indexView', 'XscjgbView', 'cj/xscjgb/view', '成绩报告', '/cj/whcjgl'),
      hidden('/cjlr/xkxsIdex', 'XkxsIdex', 'cj/cjlr/students', '选课学生成绩', '/cj/cjlr'),
      hidden('/sjpjhz/indexmx', 'SjpjhzMx', 'cj/sjpjhz/detail', '实践评价汇总明细', '/cj/cjlr'),
      hidden('/xyjxjHz', 'XyjxjHz', 'cj/xyjxj/summary', '学业奖学金汇总', '/cj/cjlr'),
    ]),
  },
  {
    service: 'cloud-xj',
    audience: ['admin', 'staff', 'teacher'],
    node: group('/examination', 'Examination', '问卷管理', 'questionnaire-line', [
      leaf('/examination/index', 'ExaminationIndex', 'examination/index', '问卷列表', 'survey-line'),
      hidden('/examination/form', 'ExaminationForm', 'examination/form', '新增问卷', '/examination/index'),
      hidden('/examination/edit', 'ExaminationEdit', 'examination/edit', '填写问卷', '/examination/index'),
      hidden('/examination/answer/view', 'ExaminationAnswerView', 'examination/answer/view', '答卷详情', '/examination/index'),
      hidden('/examination/answer/analysis', 'ExaminationAnalysis', 'examination/answer/analysis', '答卷分析', '/examination/index'),
      hidden('/myjob/dotest', 'DoTest', 'examination/do-test', '答题', '/examination/index'),
      hidden('/rwfb/form', 'RwfbForm', 'examination/task-form', '任务发布', '/examination/index'),
    ]),
  },
  {
    service: 'cloud-xj',
    audience: ['student'],
    node: group('/my', 'My', '我的学籍', 'user-heart-line', [
      leaf('/my/record', 'MyRecord', 'xj/my/index', '我的学籍', 'profile-line'),
      leaf('/my/notice', 'MyNotice', 'kernel/notice/list', '通知公告', 'notification-3-line'),
      leaf('/my/questionnaire', 'MyQuestionnaire', 'examination/mine', '我的问卷', 'survey-line'),
    ]),
  },
  {
    service: 'cloud-yg',
    audience: ['admin', 'staff', 'teacher'],
    node: group('/approval', 'Approval', '审批中心', 'checkbox-circle-line', [
      leaf('/approval/index', 'ApprovalIndex', 'approval/index', '审批记录', 'list-check-2'),
    ]),
  },
  {
    service: 'kernel',
    audience: ['admin', 'staff'],
    node: group('/system', 'System', '系统管理', 'settings-3-line', [
      leaf('/system/notice', 'Notice', 'kernel/notice/index', '通知公告', 'notification-3-line', { guard: ['kernel:notice:edit'] }),
      leaf('/system/storage', 'Storage', 'kernel/storage/index', '文件管理', 'folder-3-line', { guard: ['kernel:storage:list'] }),
      leaf('/system/dict', 'Dict', 'kernel/dict/index', '数据字典', 'book-2-line'),
      leaf('/system/sjpz', 'Sjpz', 'kernel/sjpz/index', '数据配置', 'equalizer-line'),
      leaf('https://yjsy.example.edu.cn', 'GraduateSchool', '', '研究生院官网', 'external-link-line', { target: '_blank' }),
      hidden('/sjpz/form', 'SjpzForm', 'kernel/sjpz/form', '数据配置表单', '/system/sjpz'),
      hidden('/dbNotice', 'DbNotice', 'kernel/notice/db-notice', '待办通知', '/system/notice'),
      hidden('/pubPage/dbggView', 'PubDbggView', 'kernel/notice/public-view', '公告详情', '/system/notice'),
    ]),
  },
];

/** Menu trees a role sees, optionally of one cloud; copies, so callers cannot change the source. */
export function menusFor(roleKeys: string[], service?: string): MenuNode[] {
  const audiences = new Set<string>(roleKeys);
  return MENUS.filter((m) => (!service || m.service === service) && m.audience.some((a) => audiences.has(a))).map((m) => structuredClone(m.node));
}
