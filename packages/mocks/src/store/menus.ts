import type { components } from '@gs/sdk/schema';

type MenuNode = components['schemas']['MenuNode'];
type MenuMeta = components['schemas']['MenuMeta'];
type CloudService = components['schemas']['CloudService'];

export type RoleKey = 'admin' | 'staff' | 'teacher' | 'student';

/** The clouds of `auth/service`; each menu entry belongs to one (`kernel/menus/build?service=`). */
export const SERVICES: CloudService[] = [
  { id: 'svc-xj', service: 'cloud-xj', name: '研究生教育', icon: 'graduation-cap-line' },
  { id: 'svc-yg', service: 'cloud-yg', name: '审批中心', icon: 'checkbox-circle-line' },
  { id: 'svc-kernel', service: 'kernel', name: '系统管理', icon: 'settings-3-line' },
];

type Service = 'cloud-xj' | 'cloud-yg' | 'kernel';

interface Entry {
  path: string;
  name: string;
  component: string;
  meta: MenuMeta;
  /** Who sees the entry; a leaf without its own list takes its group's. */
  roles?: RoleKey[];
  /** Cloud of the entry; a leaf without one takes its group's. */
  service?: Service;
  children?: Entry[];
}

const MANAGERS: RoleKey[] = ['admin', 'staff'];

type PageExtra = Omit<Partial<Entry>, 'meta'> & { meta?: Partial<MenuMeta> };

function page(path: string, name: string, component: string, title: string, icon: string, extra: PageExtra = {}): Entry {
  const { meta, ...rest } = extra;
  return { path, name, component, meta: { title, icon, ...meta }, ...rest };
}

/** SPEC 2: a hidden detail or form route, highlighting its list page in the menu. */
function hidden(path: string, name: string, component: string, title: string, activeMenu: string, roles?: RoleKey[]): Entry {
  return { path, name, component, meta: { title, hidden: true, activeMenu }, ...(roles ? { roles } : {}) };
}

function group(path: string, name: string, title: string, icon: string, roles: RoleKey[], service: Service, children: Entry[]): Entry {
  return { path, name, component: 'Layout', meta: { title, icon }, roles, service, children };
}

/**
 * The menu of the whole system. Groups use the main layout (`Layout`); leaves name a component under
 * the views folder. Every hidden route of SPEC 2 (details, forms, questionnaire and scheduling routes) is
 * here with `hidden` and an `activeMenu`; where a role reaches a detail from its own list page, it gets a
 * variant of the hidden route pointing there.
 */
const MENU: Entry[] = [
  group('/xj', 'Xj', '学籍管理', 'user-3-line', MANAGERS, 'cloud-xj', [
    page('/xj/xjxx', 'Xjxx', 'xj/xjxx/index', '学籍信息', 'file-user-line', { meta: { guard: ['xj:stuinfo:list'] } }),
    page('/xj/tj', 'XjTj', 'xj/tj/index', '学籍统计', 'bar-chart-2-line', { meta: { guard: ['xj:stats:view'], badge: 'New' } }),
    page('/xj/xjyd', 'Xjyd', 'xj/xjyd/index', '学籍异动', 'exchange-line', { meta: { dot: true } }),
    page('/xj/xsbd', 'Xsbd', 'xj/xsbd/index', '新生报到', 'login-box-line'),
    page('/xj/xshd', 'Xshd', 'xj/xshd/index', '学籍核对', 'checkbox-multiple-line', { meta: { guard: ['xj:stuinfo:verify'] } }),
    page('/xj/jxsgl', 'Jxsgl', 'xj/jxsgl/index', '进修生管理', 'user-shared-line'),
    page('/xj/bysk', 'Bysk', 'xj/bysk/index', '毕业生库', 'graduation-cap-line', {
      meta: { guard: { permission: ['xj:bysk:export', 'xj:stuinfo:export'], mode: 'oneOf' } },
    }),
    page('/xj/qjgl', 'Qjgl', 'xj/qjgl/index', '请假管理', 'calendar-event-line'),
    page('/xj/xyjxj', 'Xyjxj', 'xj/xyjxj/index', '学业奖学金', 'money-cny-circle-line'),
    hidden('/stuDetails', 'StuDetails', 'xj/xjxx/details', '学生详情', '/xj/xjxx'),
    hidden('/xjxxEdit', 'XjxxEdit', 'xj/xjxx/edit', '编辑学籍信息', '/xj/xjxx'),
    hidden('/addXjyd', 'AddXjyd', 'xj/xjyd/add', '新增学籍异动', '/xj/xjyd'),
    hidden('/stuBySqView', 'StuBySqView', 'xj/xjyd/view', '学籍异动申请详情', '/xj/xjyd'),
    hidden('/qjgl/toDetails', 'QjglDetails', 'xj/qjgl/details', '请假详情', '/xj/qjgl'),
    hidden('/xyjxjHz', 'XyjxjHz', 'xj/xyjxj/summary', '学业奖学金汇总', '/xj/xyjxj'),
  ]),
  group('/zs', 'Zs', '招生管理', 'user-add-line', MANAGERS, 'cloud-xj', [
    page('/zs/sslq', 'Sslq', 'zs/sslq/index', '硕士录取', 'user-follow-line'),
    page('/zs/bslq', 'Bslq', 'zs/bslq/index', '博士录取', 'user-star-line'),
    hidden('/sslq/toDetails', 'SslqDetails', 'zs/sslq/details', '硕士录取详情', '/zs/sslq'),
    hidden('/bslq/toDetails', 'BslqDetails', 'zs/bslq/details', '博士录取详情', '/zs/bslq'),
  ]),
  group('/xw', 'Xw', '学位管理', 'award-line', MANAGERS, 'cloud-xj', [
    page('/xw/xwsq', 'Xwsq', 'xw/xwsq/index', '学位申请', 'file-list-3-line'),
    page('/xw/lwps', 'Lwps', 'xw/lwps/index', '论文评审', 'article-line'),
    page('/xw/dbjl', 'Dbjl', 'xw/dbjl/index', '答辩记录', 'discuss-line'),
    page('/xw/tj', 'XwTj', 'xw/tj/index', '学位统计', 'pie-chart-2-line', { meta: { guard: ['xj:stats:view'] } }),
    hidden('/stuXwsqView', 'StuXwsqView', 'xw/xwsq/view', '学位申请详情', '/xw/xwsq'),
  ]),
  group('/ds', 'Ds', '导师管理', 'team-line', ['admin', 'staff', 'teacher'], 'cloud-xj', [
    page('/ds/wdxs', 'Wdxs', 'ds/wdxs/index', '我的学生', 'group-line', { roles: ['admin', 'staff', 'teacher'] }),
    page('/ds/dsxx', 'Dsxx', 'ds/dsxx/index', '导师信息', 'contacts-line', { roles: ['admin', 'staff', 'teacher'] }),
    page('/ds/dsls', 'Dsls', 'ds/dsls/index', '导师遴选', 'user-search-line', {
      roles: MANAGERS,
      meta: { guard: { role: ['admin', 'staff'], mode: 'oneOf' } },
    }),
    page('/ds/dskh', 'Dskh', 'ds/dskh/index', '导师考核', 'star-line', { roles: MANAGERS }),
    hidden('/dsxx/jsinfoView', 'JsinfoView', 'ds/dsxx/view', '导师详情', '/ds/dsxx'),
    hidden('/zlds/apply/view', 'ZldsApplyView', 'ds/dsls/apply-view', '导师遴选申请详情', '/ds/dsls', MANAGERS),
    // A supervisor opens student details from "my students", not from the registry list.
    hidden('/stuDetails', 'StuDetails', 'xj/xjxx/details', '学生详情', '/ds/wdxs', ['teacher']),
  ]),
  group('/pkgl', 'Pkgl', '排课管理', 'calendar-line', MANAGERS, 'cloud-xj', [
    page('/pkgl/pkxxwh', 'Pkxxwh', 'pkgl/pkxxwh/index', '排课信息维护', 'calendar-todo-line', { meta: { noKeepAlive: true } }),
    page('/pkgl/pyfa', 'Pyfa', 'pkgl/pyfa/index', '培养方案', 'book-open-line'),
    page('/pkgl/kcgl', 'Kcgl', 'pkgl/kcgl/index', '课程库', 'book-shelf-line'),
    hidden('/pkgl/pkxxwh/ZcPkxxForm', 'ZcPkxxForm', 'pkgl/pkxxwh/zc-pkxx-form', '按周编辑排课', '/pkgl/pkxxwh'),
    hidden('/pkgl/pkxxwh/RqPkxxForm', 'RqPkxxForm', 'pkgl/pkxxwh/rq-pkxx-form', '按日期编辑排课', '/pkgl/pkxxwh'),
    hidden('/pkxxwh/xsxkjg/xsxkjg', 'Xsxkjg', 'pkgl/pkxxwh/xsxkjg', '选课学生', '/pkgl/pkxxwh'),
    hidden('/pkxxwh/pkjhForm', 'PkjhForm', 'pkgl/pkxxwh/pkjh-form', '排课计划', '/pkgl/pkxxwh'),
    hidden('/pkxxwh/rqpkjhForm', 'RqpkjhForm', 'pkgl/pkxxwh/rqpkjh-form', '按日期排课计划', '/pkgl/pkxxwh'),
    hidden('/pyfa/pyfambgl', 'Pyfambgl', 'pkgl/pyfa/template', '培养方案模板管理', '/pkgl/pyfa'),
    hidden('/pyfazd/pyfazdForm', 'PyfazdForm', 'pkgl/pyfa/zd-form', '培养方案制订', '/pkgl/pyfa'),
    hidden('/pyfack/pyfaView', 'PyfaView', 'pkgl/pyfa/view', '培养方案查看', '/pkgl/pyfa'),
    hidden('/zdyxd/xspyjhView', 'XspyjhView', 'pkgl/pyfa/plan-view', '学生培养计划', '/pkgl/pyfa'),
  ]),
  group('/cjgl', 'Cjgl', '成绩管理', 'medal-line', MANAGERS, 'cloud-xj', [
    page('/cjgl/cjlr', 'Cjlr', 'cjgl/cjlr/index', '成绩录入', 'edit-box-line'),
    page('/cjgl/whcjgl', 'Whcjgl', 'cjgl/whcjgl/index', '成绩维护', 'database-2-line'),
    page('/cjgl/xscjgb', 'Xscjgb', 'cjgl/xscjgb/index', '成绩报告单', 'file-chart-line'),
    page('/cjgl/sjpjhz', 'Sjpjhz', 'cjgl/sjpjhz/index', '实践评价汇总', 'survey-line'),
    hidden('/whcjgl/indexCjmx', 'IndexCjmx', 'cjgl/whcjgl/detail', '成绩明细', '/cjgl/whcjgl'),
    hidden('/xscjgb/indexView', 'XscjgbView', 'cjgl/xscjgb/view', '成绩报告单详情', '/cjgl/xscjgb'),
    hidden('/cjlr/xkxsIdex', 'XkxsIdex', 'cjgl/cjlr/students', '选课学生成绩', '/cjgl/cjlr'),
    hidden('/sjpjhz/indexmx', 'SjpjhzMx', 'cjgl/sjpjhz/detail', '实践评价汇总明细', '/cjgl/sjpjhz'),
  ]),
  group('/examination', 'Examination', '问卷管理', 'questionnaire-line', ['admin', 'staff', 'teacher'], 'cloud-xj', [
    page('/examination/index', 'ExaminationIndex', 'examination/index', '问卷列表', 'list-unordered', { roles: MANAGERS }),
    page('/examination/rwfb', 'Rwfb', 'examination/rwfb/index', '任务发布', 'send-plane-line', { roles: MANAGERS }),
    page('/examination/myjob', 'Myjob', 'examination/myjob/index', '我的问卷', 'survey-line'),
    hidden('/examination/form', 'ExaminationForm', 'examination/form', '新增问卷', '/examination/index', MANAGERS),
    hidden('/examination/edit', 'ExaminationEdit', 'examination/edit', '填写问卷', '/examination/myjob'),
    hidden('/examination/answer/view', 'ExaminationAnswerView', 'examination/answer/view', '答卷详情', '/examination/index', MANAGERS),
    hidden('/examination/answer/analysis', 'ExaminationAnswerAnalysis', 'examination/answer/analysis', '答卷分析', '/examination/index', MANAGERS),
    hidden('/rwfb/form', 'RwfbForm', 'examination/rwfb/form', '发布任务', '/examination/rwfb', MANAGERS),
    hidden('/myjob/dotest', 'MyjobDotest', 'examination/myjob/dotest', '答题', '/examination/myjob'),
  ]),
  // SPEC 2: the student's menu has a single visible top-level entry, so the common layout is used.
  group('/my', 'My', '我的学籍', 'user-heart-line', ['student'], 'cloud-xj', [
    page('/my/xjxx', 'MyXjxx', 'xj/my/index', '我的学籍信息', 'profile-line', { meta: { noClosable: true } }),
    page('/my/notice', 'MyNotice', 'kernel/notice/list', '通知公告', 'notification-3-line', { service: 'kernel' }),
    page('/my/wj', 'MyWj', 'examination/myjob/index', '我的问卷', 'survey-line'),
    hidden('/examination/edit', 'ExaminationEdit', 'examination/edit', '填写问卷', '/my/wj'),
    hidden('/myjob/dotest', 'MyjobDotest', 'examination/myjob/dotest', '答题', '/my/wj'),
    hidden('/pubPage/dbggView', 'PubDbggView', 'kernel/dbgg/view', '公告详情', '/my/notice', ['student']),
  ]),
  group('/system', 'System', '系统管理', 'settings-3-line', ['admin', 'staff', 'teacher'], 'kernel', [
    page('/system/notice', 'Notice', 'kernel/notice/index', '通知公告', 'notification-3-line', {
      roles: MANAGERS,
      meta: { guard: ['kernel:notice:edit'] },
    }),
    page('/system/dbgg', 'Dbgg', 'kernel/dbgg/index', '待办公告', 'todo-line', { roles: MANAGERS }),
    page('/system/storage', 'Storage', 'kernel/storage/index', '文件管理', 'folder-3-line', {
      roles: MANAGERS,
      meta: { guard: ['kernel:storage:list'] },
    }),
    page('/system/dict', 'Dict', 'kernel/dict/index', '数据字典', 'book-2-line', { roles: MANAGERS }),
    page('/system/approval', 'Approval', 'approval/index', '审批记录', 'list-check-2', {
      service: 'cloud-yg',
      meta: { guard: ['approval:list'], badge: 3 },
    }),
    page('/system/sjpz', 'Sjpz', 'kernel/sjpz/index', '数据配置', 'equalizer-line', { roles: MANAGERS }),
    page('/screen', 'Screen', 'screen/index', '数据大屏', 'dashboard-3-line', { roles: MANAGERS, meta: { target: '_blank', breadcrumbHidden: true } }),
    page('https://yjsy.example.edu.cn/', 'GraduateSchoolSite', '', '研究生院官网', 'external-link-line', { roles: MANAGERS }),
    hidden('/sjpz/form', 'SjpzForm', 'kernel/sjpz/form', '数据配置表单', '/system/sjpz', MANAGERS),
    hidden('/dbNotice', 'DbNotice', 'kernel/dbgg/notice', '待办通知', '/system/dbgg', MANAGERS),
    hidden('/pubPage/dbggView', 'PubDbggView', 'kernel/dbgg/view', '公告详情', '/system/dbgg', MANAGERS),
  ]),
];

interface Resolved {
  node: Omit<MenuNode, 'children'>;
  roles: RoleKey[];
  service: Service;
  children: Resolved[];
}

const menuIds = { last: 1000 };

/** Ids, roles and services resolved once, in declaration order, so ids are the same for every role. */
function resolve(entry: Entry, inherited: { roles: RoleKey[]; service: Service }): Resolved {
  menuIds.last += 1;
  const id = String(menuIds.last);
  const roles = entry.roles ?? inherited.roles;
  const service = entry.service ?? inherited.service;
  const isGroup = entry.children !== undefined;
  return {
    node: { id, path: entry.path, name: entry.name, component: entry.component, leaf: !isGroup, meta: entry.meta },
    roles,
    service,
    children: (entry.children ?? []).map((child) => resolve(child, { roles, service })),
  };
}

const RESOLVED = MENU.map((entry) => resolve(entry, { roles: entry.roles ?? [], service: entry.service ?? 'cloud-xj' }));

function build(item: Resolved, roles: Set<string>, service: string | undefined, seen: Set<string>): MenuNode | undefined {
  if (!item.roles.some((role) => roles.has(role))) return undefined;
  if (item.children.length === 0) {
    if (service && item.service !== service) return undefined;
    // Several roles at once may bring the same route twice; the first wins, as a router would keep it.
    if (seen.has(item.node.path)) return undefined;
    seen.add(item.node.path);
    return structuredClone(item.node);
  }
  const children = item.children.flatMap((child) => build(child, roles, service, seen) ?? []);
  if (children.length === 0) return undefined;
  const firstVisible = children.find((child) => !child.meta.hidden && /^\//.test(child.path));
  return { ...structuredClone(item.node), ...(firstVisible ? { redirect: firstVisible.path } : {}), children };
}

/**
 * The menu tree for the given role keys (the current role is enough for the handlers), optionally only
 * the entries of one cloud; fresh copies, so callers may change them.
 */
export function menusFor(roleKeys: readonly string[], service?: string): MenuNode[] {
  const roles = new Set(roleKeys);
  const seen = new Set<string>();
  return RESOLVED.flatMap((item) => build(item, roles, service, seen) ?? []);
}

/** Every path of the menu, for checks that the SPEC 2 routes are all present. */
export function allMenuPaths(): string[] {
  const out: string[] = [];
  const walk = (item: Resolved) => {
    out.push(item.node.path);
    item.children.forEach(walk);
  };
  RESOLVED.forEach(walk);
  return out;
}
