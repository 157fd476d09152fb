export interface Major {
  /** Discipline code of the national catalogue (学科专业目录), used as the `xj_zy` value. */
  code: string;
  name: string;
  en: string;
  /** Professional-degree majors (专业学位) give `xwlx` 2; only academic majors take doctoral students here. */
  professional: boolean;
}

export interface College {
  /** Three digits: it is the middle part of every student card number (xykh). */
  code: string;
  name: string;
  /** Latin name: the PDF certificates use standard fonts, which cannot draw Chinese. */
  en: string;
  /** Relative size of the college: how many students and supervisors it gets. */
  weight: number;
  majors: Major[];
}

/** Fictional school code (学校代码) of the university: at the head of certificate and examination numbers. */
export const SCHOOL_CODE = '19999';

const m = (code: string, name: string, en: string, professional = false): Major => ({ code, name, en, professional });

/**
 * The colleges of the (fictional) university and their majors. 001 and 002 keep the codes and first majors
 * the handler tests use; every major belongs to exactly one college, which the student form checks.
 */
export const COLLEGES: readonly College[] = [
  {
    code: '001',
    name: '计算机科学与技术学院',
    en: 'School of Computer Science and Technology',
    weight: 1.6,
    majors: [
      m('081200', '计算机科学与技术', 'Computer Science and Technology'),
      m('083500', '软件工程', 'Software Engineering'),
      m('083900', '网络空间安全', 'Cyberspace Security'),
      m('085404', '计算机技术', 'Computer Technology', true),
      m('085405', '软件工程（专业学位）', 'Software Engineering (Professional)', true),
    ],
  },
  {
    code: '002',
    name: '数学与统计学院',
    en: 'School of Mathematics and Statistics',
    weight: 0.9,
    majors: [
      m('070100', '数学', 'Mathematics'),
      m('071400', '统计学', 'Statistics'),
      m('071100', '系统科学', 'Systems Science'),
      m('025200', '应用统计', 'Applied Statistics', true),
    ],
  },
  {
    code: '003',
    name: '物理学院',
    en: 'School of Physics',
    weight: 0.8,
    majors: [
      m('070200', '物理学', 'Physics'),
      m('070400', '天文学', 'Astronomy'),
      m('080300', '光学工程', 'Optical Engineering'),
      m('085408', '光电信息工程', 'Optoelectronic Information Engineering', true),
    ],
  },
  {
    code: '004',
    name: '化学化工学院',
    en: 'School of Chemistry and Chemical Engineering',
    weight: 1.0,
    majors: [
      m('070300', '化学', 'Chemistry'),
      m('081700', '化学工程与技术', 'Chemical Engineering and Technology'),
      m('083000', '环境科学与工程', 'Environmental Science and Engineering'),
      m('085602', '化学工程', 'Chemical Engineering', true),
    ],
  },
  {
    code: '005',
    name: '生命科学学院',
    en: 'School of Life Sciences',
    weight: 0.9,
    majors: [
      m('071000', '生物学', 'Biology'),
      m('071300', '生态学', 'Ecology'),
      m('083600', '生物工程', 'Bioengineering'),
      m('086001', '生物技术与工程', 'Biotechnology and Engineering', true),
    ],
  },
  {
    code: '006',
    name: '经济学院',
    en: 'School of Economics',
    weight: 1.2,
    majors: [
      m('020100', '理论经济学', 'Theoretical Economics'),
      m('020200', '应用经济学', 'Applied Economics'),
      m('025100', '金融', 'Finance', true),
      m('025300', '税务', 'Taxation', true),
      m('025400', '国际商务', 'International Business', true),
    ],
  },
  {
    code: '007',
    name: '管理学院',
    en: 'School of Management',
    weight: 1.4,
    majors: [
      m('120100', '管理科学与工程', 'Management Science and Engineering'),
      m('120200', '工商管理', 'Business Administration'),
      m('125100', '工商管理（MBA）', 'Business Administration (MBA)', true),
      m('125300', '会计', 'Accounting', true),
    ],
  },
  {
    code: '008',
    name: '法学院',
    en: 'Law School',
    weight: 0.9,
    majors: [
      m('030100', '法学', 'Law'),
      m('035101', '法律（非法学）', 'Juris Master (Non-law Background)', true),
      m('035102', '法律（法学）', 'Juris Master (Law Background)', true),
    ],
  },
  {
    code: '009',
    name: '文学院',
    en: 'School of Liberal Arts',
    weight: 0.9,
    majors: [
      m('050100', '中国语言文学', 'Chinese Language and Literature'),
      m('050300', '新闻传播学', 'Journalism and Communication'),
      m('060200', '中国史', 'Chinese History'),
      m('045300', '国际中文教育', 'International Chinese Language Education', true),
      m('055200', '新闻与传播', 'Journalism and Communication (Professional)', true),
    ],
  },
  {
    code: '010',
    name: '外国语学院',
    en: 'School of Foreign Languages',
    weight: 0.8,
    majors: [
      m('050200', '外国语言文学', 'Foreign Languages and Literatures'),
      m('055101', '英语笔译', 'English Translation', true),
      m('055102', '英语口译', 'English Interpreting', true),
      m('055105', '日语笔译', 'Japanese Translation', true),
    ],
  },
  {
    code: '011',
    name: '机械工程学院',
    en: 'School of Mechanical Engineering',
    weight: 1.2,
    majors: [
      m('080200', '机械工程', 'Mechanical Engineering'),
      m('080700', '动力工程及工程热物理', 'Power Engineering and Engineering Thermophysics'),
      m('082300', '交通运输工程', 'Transportation Engineering'),
      m('085500', '机械', 'Mechanical Engineering (Professional)', true),
    ],
  },
  {
    code: '012',
    name: '电子信息学院',
    en: 'School of Electronic Information',
    weight: 1.5,
    majors: [
      m('080900', '电子科学与技术', 'Electronic Science and Technology'),
      m('081000', '信息与通信工程', 'Information and Communication Engineering'),
      m('081100', '控制科学与工程', 'Control Science and Engineering'),
      m('085400', '电子信息', 'Electronic Information', true),
      m('085406', '控制工程', 'Control Engineering', true),
    ],
  },
  {
    code: '013',
    name: '马克思主义学院',
    en: 'School of Marxism',
    weight: 0.5,
    majors: [m('030500', '马克思主义理论', 'Marxist Theory'), m('010100', '哲学', 'Philosophy')],
  },
  {
    code: '014',
    name: '材料科学与工程学院',
    en: 'School of Materials Science and Engineering',
    weight: 0.9,
    majors: [m('080500', '材料科学与工程', 'Materials Science and Engineering'), m('085601', '材料工程', 'Materials Engineering', true)],
  },
  {
    code: '015',
    name: '公共管理学院',
    en: 'School of Public Administration',
    weight: 0.9,
    majors: [
      m('120400', '公共管理', 'Public Administration'),
      m('030200', '政治学', 'Political Science'),
      m('030300', '社会学', 'Sociology'),
      m('125200', '公共管理（MPA）', 'Public Administration (MPA)', true),
      m('035200', '社会工作', 'Social Work', true),
    ],
  },
];

const COLLEGE_BY_CODE = new Map(COLLEGES.map((college) => [college.code, college]));
const MAJOR_BY_CODE = new Map(COLLEGES.flatMap((college) => college.majors.map((major) => [major.code, { major, college }] as const)));

export function collegeByCode(code: string): College | undefined {
  return COLLEGE_BY_CODE.get(code);
}

export function majorByCode(code: string): { major: Major; college: College } | undefined {
  return MAJOR_BY_CODE.get(code);
}

/**
 * GB 3304 ethnicity codes 01..56, in the standard's order, with the names the groups have in English (the
 * standard's own romanisations where English has no other name).
 */
const ETHNICITIES: readonly [zh: string, en: string][] = [
  ['汉族', 'Han'],
  ['蒙古族', 'Mongol'],
  ['回族', 'Hui'],
  ['藏族', 'Tibetan'],
  ['维吾尔族', 'Uyghur'],
  ['苗族', 'Miao'],
  ['彝族', 'Yi'],
  ['壮族', 'Zhuang'],
  ['布依族', 'Bouyei'],
  ['朝鲜族', 'Korean'],
  ['满族', 'Manchu'],
  ['侗族', 'Dong'],
  ['瑶族', 'Yao'],
  ['白族', 'Bai'],
  ['土家族', 'Tujia'],
  ['哈尼族', 'Hani'],
  ['哈萨克族', 'Kazakh'],
  ['傣族', 'Dai'],
  ['黎族', 'Li'],
  ['傈僳族', 'Lisu'],
  ['佤族', 'Va'],
  ['畲族', 'She'],
  ['高山族', 'Gaoshan'],
  ['拉祜族', 'Lahu'],
  ['水族', 'Sui'],
  ['东乡族', 'Dongxiang'],
  ['纳西族', 'Naxi'],
  ['景颇族', 'Jingpo'],
  ['柯尔克孜族', 'Kyrgyz'],
  ['土族', 'Tu'],
  ['达斡尔族', 'Daur'],
  ['仫佬族', 'Mulao'],
  ['羌族', 'Qiang'],
  ['布朗族', 'Blang'],
  ['撒拉族', 'Salar'],
  ['毛南族', 'Maonan'],
  ['仡佬族', 'Gelao'],
  ['锡伯族', 'Xibe'],
  ['阿昌族', 'Achang'],
  ['普米族', 'Pumi'],
  ['塔吉克族', 'Tajik'],
  ['怒族', 'Nu'],
  ['乌孜别克族', 'Uzbek'],
  ['俄罗斯族', 'Russian'],
  ['鄂温克族', 'Evenki'],
  ['德昂族', "De'ang"],
  ['保安族', 'Bonan'],
  ['裕固族', 'Yugur'],
  ['京族', 'Gin'],
  ['塔塔尔族', 'Tatar'],
  ['独龙族', 'Derung'],
  ['鄂伦春族', 'Oroqen'],
  ['赫哲族', 'Hezhen'],
  ['门巴族', 'Monba'],
  ['珞巴族', 'Lhoba'],
  ['基诺族', 'Jino'],
];

/** The code of the ethnicity at `index` of ETHNICITIES: 01..56. */
const ethnicityCode = (index: number) => String(index + 1).padStart(2, '0');

/** GB/T 4762 political status codes with the short labels registrars use. */
const POLITICAL_STATUS: Entry[] = [
  ['01', '中共党员', 'error'],
  ['02', '中共预备党员', 'warning'],
  ['03', '共青团员', 'processing'],
  ['04', '民革会员'],
  ['05', '民盟盟员'],
  ['06', '民建会员'],
  ['07', '民进会员'],
  ['08', '农工党党员'],
  ['09', '致公党党员'],
  ['10', '九三学社社员'],
  ['11', '台盟盟员'],
  ['12', '无党派人士'],
  ['13', '群众', 'default'],
];

/** English of the political statuses (`xj_zzmm`): the parties by the names they use in English. */
const POLITICAL_STATUS_EN: English = {
  '01': 'CPC member',
  '02': 'Probationary CPC member',
  '03': 'Communist Youth League member',
  '04': 'Revolutionary Committee of the Chinese Kuomintang member',
  '05': 'China Democratic League member',
  '06': 'China National Democratic Construction Association member',
  '07': 'China Association for Promoting Democracy member',
  '08': "Chinese Peasants' and Workers' Democratic Party member",
  '09': 'China Zhi Gong Party member',
  '10': 'Jiusan Society member',
  '11': 'Taiwan Democratic Self-Government League member',
  '12': 'Independent (no party)',
  '13': 'Ordinary citizen',
};

/** Title codes of supervisors; the first, third and sixth may supervise doctoral students here. */
export const TITLES: [string, string][] = [
  ['1', '教授'],
  ['2', '副教授'],
  ['3', '研究员'],
  ['4', '副研究员'],
  ['5', '讲师'],
  ['6', '正高级工程师'],
  ['7', '高级工程师'],
];

/** One entry of a dictionary: its value, label and tag colour (SPEC 3 `cssClass`). */
export type DictEntry = [value: string, label: string, cssClass?: string];
type Entry = DictEntry;

/** Labels in English by value (issue 22 §13): the dictionaries the business pages show have them. */
type English = Readonly<Record<string, string>>;

const dict = (dictName: string, pairs: readonly Entry[], english?: English): [string, readonly Entry[], English | undefined] => [dictName, pairs, english];

/** English of the supervisors' titles (`xj_zc`), by title code. */
const TITLES_EN: English = {
  '1': 'Professor',
  '2': 'Associate professor',
  '3': 'Research fellow',
  '4': 'Associate research fellow',
  '5': 'Lecturer',
  '6': 'Senior engineer (professor level)',
  '7': 'Senior engineer',
};

/**
 * Every dictionary the API names but the kinds of application (`sq_lx`), each in dictSort order (SPEC 3),
 * with its labels in English (issue 22 §13). The colleges (`xj_xy`) and majors (`xj_zy`) have none: they
 * are names, which stay as they are in either language, as the names of people do.
 */
export function seedDictionaries(): [dictName: string, entries: readonly DictEntry[], english: English | undefined][] {
  return [
    dict(
      'sys_user_sex',
      [
        ['1', '男'],
        ['2', '女'],
      ],
      { '1': 'Male', '2': 'Female' },
    ),
    dict(
      'sys_yes_no',
      [
        ['Y', '是', 'success'],
        ['N', '否', 'default'],
      ],
      { Y: 'Yes', N: 'No' },
    ),
    dict(
      'xj_mz',
      ETHNICITIES.map(([label], i): Entry => [ethnicityCode(i), label]),
      Object.fromEntries(ETHNICITIES.map(([, english], i) => [ethnicityCode(i), english])),
    ),
    dict('xj_zzmm', POLITICAL_STATUS, POLITICAL_STATUS_EN),
    dict(
      'xj_xy',
      COLLEGES.map((c): Entry => [c.code, c.name]),
    ),
    dict(
      'xj_zy',
      COLLEGES.flatMap((c) => c.majors.map((major): Entry => [major.code, major.name])),
    ),
    dict(
      'xj_pycc',
      [
        ['1', '博士研究生', 'processing'],
        ['2', '硕士研究生', 'default'],
      ],
      { '1': 'Doctoral student', '2': "Master's student" },
    ),
    dict(
      'xj_xwlx',
      [
        ['1', '学术学位'],
        ['2', '专业学位'],
      ],
      { '1': 'Academic degree', '2': 'Professional degree' },
    ),
    dict(
      'xj_xxxs',
      [
        ['1', '全日制'],
        ['2', '非全日制'],
      ],
      { '1': 'Full-time', '2': 'Part-time' },
    ),
    dict(
      'xj_xslb',
      [
        ['1', '普通研究生'],
        ['2', '进修生'],
        ['3', '同等学力'],
      ],
      { '1': 'Regular graduate student', '2': 'Visiting student', '3': 'Equivalent qualification' },
    ),
    dict(
      'xj_xjzt',
      [
        ['01', '在读', 'success'],
        ['02', '休学', 'warning'],
        ['03', '退学', 'error'],
        ['04', '毕业', 'processing'],
        ['05', '结业', 'default'],
        ['06', '延期', 'warning'],
      ],
      { '01': 'Enrolled', '02': 'Suspended', '03': 'Withdrawn', '04': 'Graduated', '05': 'Completed without degree', '06': 'Extended' },
    ),
    dict(
      'xj_hdzt',
      [
        ['0', '未核对', 'default'],
        ['1', '已核对', 'success'],
        ['2', '已退回', 'error'],
      ],
      { '0': 'Not verified', '1': 'Verified', '2': 'Returned' },
    ),
    dict(
      'xj_bdzt',
      [
        ['0', '未报到', 'warning'],
        ['1', '已报到', 'success'],
      ],
      { '0': 'Not registered', '1': 'Registered' },
    ),
    dict('xj_zc', TITLES, TITLES_EN),
    dict(
      'xj_zplx',
      [
        ['rxzp', '入学照片'],
        ['byzp', '毕业照片'],
        ['xwzp', '学位照片'],
        ['sfzzp', '身份证照片'],
      ],
      { rxzp: 'Enrolment photo', byzp: 'Graduation photo', xwzp: 'Degree photo', sfzzp: 'ID card photo' },
    ),
    // The business areas of issue 15 (no randomness: the entries are the same for every seed).
    dict(
      'ds_dslx',
      [
        ['1', '博士生导师', 'processing'],
        ['2', '硕士生导师', 'success'],
        ['0', '非导师', 'default'],
      ],
      { '1': 'Doctoral supervisor', '2': "Master's supervisor", '0': 'Not a supervisor' },
    ),
    dict(
      'jw_jslx',
      [
        ['1', '普通教室'],
        ['2', '多媒体教室'],
        ['3', '研讨室'],
        ['4', '计算机房'],
        ['5', '实验室'],
        ['6', '报告厅'],
      ],
      { '1': 'Classroom', '2': 'Multimedia classroom', '3': 'Seminar room', '4': 'Computer room', '5': 'Laboratory', '6': 'Lecture hall' },
    ),
    // `sq_lx`, the kinds of application, is the application engine's: an entry per catalogued kind.
    dict(
      'sq_zt',
      [
        ['draft', '草稿', 'default'],
        ['submitted', '已提交', 'processing'],
        ['in_review', '审核中', 'warning'],
        ['approved', '已通过', 'success'],
        ['rejected', '未通过', 'error'],
        ['withdrawn', '已撤回', 'default'],
      ],
      { draft: 'Draft', submitted: 'Submitted', in_review: 'In review', approved: 'Approved', rejected: 'Rejected', withdrawn: 'Withdrawn' },
    ),
    dict(
      'sq_bzzt',
      [
        ['waiting', '未开始', 'default'],
        ['pending', '待审核', 'processing'],
        ['approved', '已同意', 'success'],
        ['rejected', '已拒绝', 'error'],
        ['skipped', '无需审核', 'default'],
        ['unreached', '未进行', 'default'],
      ],
      { waiting: 'Not started', pending: 'Pending', approved: 'Approved', rejected: 'Rejected', skipped: 'Not needed', unreached: 'Not reached' },
    ),
    dict(
      'xj_xxyy',
      [
        ['1', '因病休学'],
        ['2', '创新创业'],
        ['3', '应征入伍'],
        ['9', '其他原因'],
      ],
      { '1': 'Illness', '2': 'Starting a business', '3': 'Military service', '9': 'Other reasons' },
    ),
    // Academic scholarships (学业奖学金): achievement categories and levels.
    dict(
      'xj_cglb',
      [
        ['1', '学术论文'],
        ['2', '科研项目'],
        ['3', '学科竞赛'],
        ['4', '专利与软件著作权'],
        ['5', '社会实践'],
        ['6', '学生工作'],
      ],
      {
        '1': 'Research papers',
        '2': 'Research projects',
        '3': 'Academic competitions',
        '4': 'Patents and software copyrights',
        '5': 'Social practice',
        '6': 'Student work',
      },
    ),
    dict(
      'xj_jxjdj',
      [
        ['1', '一等', 'error'],
        ['2', '二等', 'warning'],
        ['3', '三等', 'success'],
      ],
      { '1': 'First class', '2': 'Second class', '3': 'Third class' },
    ),
    dict(
      'zs_lqzt',
      [
        ['pending', '待确认', 'warning'],
        ['confirmed', '已确认', 'processing'],
        ['enrolled', '已入学', 'success'],
        ['declined', '已放弃', 'default'],
      ],
      { pending: 'To be confirmed', confirmed: 'Confirmed', enrolled: 'Enrolled', declined: 'Declined' },
    ),
    dict(
      'xj_qjlx',
      [
        ['1', '事假'],
        ['2', '病假'],
        ['3', '婚假'],
        ['4', '丧假'],
        ['5', '产假'],
        ['6', '实习/调研'],
        ['9', '其他'],
      ],
      {
        '1': 'Personal leave',
        '2': 'Sick leave',
        '3': 'Marriage leave',
        '4': 'Bereavement leave',
        '5': 'Maternity leave',
        '6': 'Internship or field research',
        '9': 'Other',
      },
    ),
    // The course library (issue 23 §1): kinds of course and languages of instruction.
    dict(
      'kc_kclx',
      [
        ['1', '公共必修课', 'error'],
        ['2', '学位课', 'processing'],
        ['3', '选修课', 'success'],
        ['4', '实践环节', 'warning'],
      ],
      { '1': 'Public required', '2': 'Degree course', '3': 'Elective', '4': 'Practice' },
    ),
    dict(
      'kc_skyy',
      [
        ['zh', '中文'],
        ['en', '英文'],
        ['bilingual', '双语'],
      ],
      { zh: 'Chinese', en: 'English', bilingual: 'Bilingual' },
    ),
    // Grades (issue 23 §3): the five levels of a level-scale course or a practice evaluation.
    dict(
      'cj_djcj',
      [
        ['A', '优', 'success'],
        ['B', '良', 'processing'],
        ['C', '中', 'default'],
        ['D', '及格', 'warning'],
        ['E', '不及格', 'error'],
      ],
      { A: 'Excellent', B: 'Good', C: 'Fair', D: 'Pass', E: 'Fail' },
    ),
  ];
}
