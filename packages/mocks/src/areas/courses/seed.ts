import type { components } from '@gs/sdk/schema';
import { DAY_MS, SEED_NOW, utcDateTime } from '../../core/clock.ts';
import { Random } from '../../core/random.ts';
import type { Store } from '../../core/store.ts';
import { type CourseRecord, coursesSlice } from './store.ts';

type Language = components['schemas']['CourseLanguage'];

/** A course of the seed's catalogue: Chinese and English names. */
type Named = readonly [zh: string, en: string];

/** A course the catalogue fixes whole (the public and practice courses every graduate student takes). */
interface Fixed {
  kcdm: string;
  names: Named;
  xf: number;
  xs: number;
  xydm: string;
  skyy: Language;
  /** Codes of its prerequisites. */
  after?: readonly string[];
}

/** 公共必修课: political theory (马克思主义学院, 013) and the first foreign language (外国语学院, 010). */
const PUBLIC: readonly Fixed[] = [
  {
    kcdm: 'GG0001',
    names: ['中国特色社会主义理论与实践研究', 'Theory and Practice of Socialism with Chinese Characteristics'],
    xf: 2,
    xs: 36,
    xydm: '013',
    skyy: 'zh',
  },
  { kcdm: 'GG0002', names: ['自然辩证法概论', 'Introduction to Dialectics of Nature'], xf: 1, xs: 18, xydm: '013', skyy: 'zh' },
  { kcdm: 'GG0003', names: ['马克思主义与社会科学方法论', 'Marxism and Methodology of Social Sciences'], xf: 1, xs: 18, xydm: '013', skyy: 'zh' },
  { kcdm: 'GG0004', names: ['中国马克思主义与当代', 'Chinese Marxism and Contemporary Times'], xf: 2, xs: 36, xydm: '013', skyy: 'zh' },
  { kcdm: 'GG0005', names: ['第一外国语（英语）', 'First Foreign Language (English)'], xf: 3, xs: 64, xydm: '010', skyy: 'bilingual' },
  { kcdm: 'GG0006', names: ['学术英语写作', 'Academic English Writing'], xf: 2, xs: 32, xydm: '010', skyy: 'en', after: ['GG0005'] },
  { kcdm: 'GG0007', names: ['第一外国语（日语）', 'First Foreign Language (Japanese)'], xf: 3, xs: 64, xydm: '010', skyy: 'zh' },
];

/** 实践环节: what every graduate student does besides courses. */
const PRACTICE: readonly Fixed[] = [
  { kcdm: 'SJ0001', names: ['学术规范与论文写作', 'Academic Integrity and Thesis Writing'], xf: 1, xs: 16, xydm: '013', skyy: 'zh' },
  { kcdm: 'SJ0002', names: ['社会实践', 'Social Practice'], xf: 1, xs: 32, xydm: '015', skyy: 'zh' },
  { kcdm: 'SJ0003', names: ['教学实践', 'Teaching Practice'], xf: 1, xs: 32, xydm: '009', skyy: 'zh' },
  { kcdm: 'SJ0004', names: ['专业实践', 'Professional Practice'], xf: 6, xs: 480, xydm: '011', skyy: 'zh', after: ['SJ0001'] },
  { kcdm: 'SJ0005', names: ['学术活动与学术报告', 'Academic Activities and Seminars'], xf: 1, xs: 16, xydm: '002', skyy: 'zh' },
];

/**
 * Each college's degree courses (学位课) and electives (选修课), in code order: `XW<college><nn>` and
 * `XX<college><nn>`. A pair in `NEEDS` makes an elective need a degree course of its college.
 */
const COLLEGE_COURSES: Readonly<Record<string, { degree: readonly Named[]; elective: readonly Named[] }>> = {
  '001': {
    degree: [
      ['高级算法设计与分析', 'Advanced Algorithm Design and Analysis'],
      ['高级计算机体系结构', 'Advanced Computer Architecture'],
      ['分布式系统', 'Distributed Systems'],
      ['机器学习', 'Machine Learning'],
      ['形式化方法', 'Formal Methods'],
    ],
    elective: [
      ['深度学习', 'Deep Learning'],
      ['自然语言处理', 'Natural Language Processing'],
      ['计算机视觉', 'Computer Vision'],
      ['密码学与网络安全', 'Cryptography and Network Security'],
      ['软件体系结构', 'Software Architecture'],
      ['大数据处理技术', 'Big Data Processing'],
      ['编译器设计', 'Compiler Design'],
    ],
  },
  '002': {
    degree: [
      ['泛函分析', 'Functional Analysis'],
      ['高等概率论', 'Advanced Probability Theory'],
      ['近世代数', 'Modern Algebra'],
      ['微分几何', 'Differential Geometry'],
      ['数值分析', 'Numerical Analysis'],
    ],
    elective: [
      ['随机过程', 'Stochastic Processes'],
      ['多元统计分析', 'Multivariate Statistical Analysis'],
      ['偏微分方程', 'Partial Differential Equations'],
      ['最优化理论与方法', 'Optimization Theory and Methods'],
      ['时间序列分析', 'Time Series Analysis'],
      ['统计计算', 'Statistical Computing'],
    ],
  },
  '003': {
    degree: [
      ['高等量子力学', 'Advanced Quantum Mechanics'],
      ['高等统计物理', 'Advanced Statistical Physics'],
      ['量子场论', 'Quantum Field Theory'],
      ['固体理论', 'Solid State Theory'],
      ['数学物理方法', 'Methods of Mathematical Physics'],
    ],
    elective: [
      ['凝聚态物理前沿', 'Frontiers of Condensed Matter Physics'],
      ['激光物理', 'Laser Physics'],
      ['计算物理', 'Computational Physics'],
      ['粒子物理导论', 'Introduction to Particle Physics'],
      ['半导体物理', 'Semiconductor Physics'],
      ['光学薄膜', 'Optical Thin Films'],
    ],
  },
  '004': {
    degree: [
      ['高等有机化学', 'Advanced Organic Chemistry'],
      ['高等无机化学', 'Advanced Inorganic Chemistry'],
      ['高等物理化学', 'Advanced Physical Chemistry'],
      ['现代仪器分析', 'Modern Instrumental Analysis'],
      ['化学反应工程', 'Chemical Reaction Engineering'],
    ],
    elective: [
      ['催化原理', 'Principles of Catalysis'],
      ['高分子化学', 'Polymer Chemistry'],
      ['量子化学', 'Quantum Chemistry'],
      ['绿色化学', 'Green Chemistry'],
      ['化工过程模拟', 'Chemical Process Simulation'],
      ['波谱解析', 'Spectral Analysis'],
    ],
  },
  '005': {
    degree: [
      ['高级生物化学', 'Advanced Biochemistry'],
      ['分子生物学', 'Molecular Biology'],
      ['细胞生物学', 'Cell Biology'],
      ['高级遗传学', 'Advanced Genetics'],
      ['生物统计学', 'Biostatistics'],
    ],
    elective: [
      ['生物信息学', 'Bioinformatics'],
      ['基因组学', 'Genomics'],
      ['神经生物学', 'Neurobiology'],
      ['免疫学', 'Immunology'],
      ['发育生物学', 'Developmental Biology'],
      ['微生物学进展', 'Advances in Microbiology'],
    ],
  },
  '006': {
    degree: [
      ['高级微观经济学', 'Advanced Microeconomics'],
      ['高级宏观经济学', 'Advanced Macroeconomics'],
      ['高级计量经济学', 'Advanced Econometrics'],
      ['政治经济学研究', 'Studies in Political Economy'],
      ['金融经济学', 'Financial Economics'],
    ],
    elective: [
      ['国际贸易理论', 'International Trade Theory'],
      ['发展经济学', 'Development Economics'],
      ['公共财政', 'Public Finance'],
      ['产业组织理论', 'Industrial Organization'],
      ['行为经济学', 'Behavioural Economics'],
      ['货币银行学', 'Money and Banking'],
    ],
  },
  '007': {
    degree: [
      ['管理学理论前沿', 'Frontiers of Management Theory'],
      ['组织行为学', 'Organizational Behaviour'],
      ['管理研究方法', 'Research Methods in Management'],
      ['运筹学', 'Operations Research'],
      ['战略管理', 'Strategic Management'],
    ],
    elective: [
      ['市场营销研究', 'Marketing Research'],
      ['公司财务', 'Corporate Finance'],
      ['人力资源管理', 'Human Resource Management'],
      ['供应链管理', 'Supply Chain Management'],
      ['创新管理', 'Innovation Management'],
      ['数据驱动决策', 'Data-Driven Decision Making'],
    ],
  },
  '008': {
    degree: [
      ['法理学专题', 'Topics in Jurisprudence'],
      ['宪法学专题', 'Topics in Constitutional Law'],
      ['民法学专题', 'Topics in Civil Law'],
      ['刑法学专题', 'Topics in Criminal Law'],
      ['国际法专题', 'Topics in International Law'],
    ],
    elective: [
      ['知识产权法', 'Intellectual Property Law'],
      ['环境法', 'Environmental Law'],
      ['比较法', 'Comparative Law'],
      ['诉讼法专题', 'Topics in Procedural Law'],
      ['法律经济学', 'Law and Economics'],
      ['数据法学', 'Data Law'],
    ],
  },
  '009': {
    degree: [
      ['文艺学专题', 'Topics in Literary Theory'],
      ['中国古代文学专题', 'Topics in Classical Chinese Literature'],
      ['中国现当代文学专题', 'Topics in Modern and Contemporary Chinese Literature'],
      ['语言学概论', 'Introduction to Linguistics'],
      ['中国史学史', 'History of Chinese Historiography'],
    ],
    elective: [
      ['比较文学', 'Comparative Literature'],
      ['文献学', 'Philology'],
      ['古代汉语', 'Classical Chinese'],
      ['明清小说研究', 'Studies of Ming and Qing Fiction'],
      ['西方文论', 'Western Literary Theory'],
      ['出土文献研究', 'Studies of Excavated Texts'],
    ],
  },
  '010': {
    degree: [
      ['语言学理论', 'Linguistic Theory'],
      ['翻译理论与实践', 'Translation Theory and Practice'],
      ['英美文学研究', 'Studies in British and American Literature'],
      ['二语习得', 'Second Language Acquisition'],
      ['外语教学法', 'Foreign Language Pedagogy'],
    ],
    elective: [
      ['语料库语言学', 'Corpus Linguistics'],
      ['口译理论与实践', 'Interpreting Theory and Practice'],
      ['跨文化交际', 'Intercultural Communication'],
      ['认知语言学', 'Cognitive Linguistics'],
      ['日本文学研究', 'Studies in Japanese Literature'],
      ['第二外国语（法语）', 'Second Foreign Language (French)'],
    ],
  },
  '011': {
    degree: [
      ['弹性力学', 'Theory of Elasticity'],
      ['现代控制理论', 'Modern Control Theory'],
      ['机械系统动力学', 'Dynamics of Mechanical Systems'],
      ['有限元方法', 'Finite Element Method'],
      ['先进制造技术', 'Advanced Manufacturing Technology'],
    ],
    elective: [
      ['机器人学', 'Robotics'],
      ['摩擦学', 'Tribology'],
      ['智能制造系统', 'Intelligent Manufacturing Systems'],
      ['振动理论', 'Vibration Theory'],
      ['增材制造', 'Additive Manufacturing'],
      ['流体传动与控制', 'Fluid Power Transmission and Control'],
    ],
  },
  '012': {
    degree: [
      ['矩阵理论', 'Matrix Theory'],
      ['随机信号分析', 'Random Signal Analysis'],
      ['数字信号处理', 'Digital Signal Processing'],
      ['电磁场理论', 'Electromagnetic Field Theory'],
      ['信息论', 'Information Theory'],
    ],
    elective: [
      ['无线通信', 'Wireless Communications'],
      ['集成电路设计', 'Integrated Circuit Design'],
      ['图像处理', 'Image Processing'],
      ['嵌入式系统', 'Embedded Systems'],
      ['雷达信号处理', 'Radar Signal Processing'],
      ['微波技术', 'Microwave Engineering'],
    ],
  },
  '013': {
    degree: [
      ['马克思主义经典著作选读', 'Selected Readings of Marxist Classics'],
      ['马克思主义基本原理研究', 'Studies in the Basic Principles of Marxism'],
      ['中国近现代史专题', 'Topics in Modern Chinese History'],
      ['思想政治教育原理', 'Principles of Ideological and Political Education'],
      ['马克思主义中国化研究', 'Studies in the Sinicization of Marxism'],
    ],
    elective: [
      ['西方马克思主义', 'Western Marxism'],
      ['国外马克思主义研究', 'Studies of Marxism Abroad'],
      ['当代中国政治', 'Contemporary Chinese Politics'],
      ['伦理学专题', 'Topics in Ethics'],
      ['党史党建专题', 'Topics in Party History and Building'],
      ['社会主义发展史', 'History of Socialism'],
    ],
  },
  '014': {
    degree: [
      ['材料科学基础', 'Fundamentals of Materials Science'],
      ['材料物理', 'Materials Physics'],
      ['材料热力学', 'Thermodynamics of Materials'],
      ['现代材料分析方法', 'Modern Materials Characterization'],
      ['固体化学', 'Solid State Chemistry'],
    ],
    elective: [
      ['纳米材料', 'Nanomaterials'],
      ['功能陶瓷', 'Functional Ceramics'],
      ['金属材料学', 'Metallic Materials'],
      ['复合材料', 'Composite Materials'],
      ['计算材料学', 'Computational Materials Science'],
      ['能源材料', 'Energy Materials'],
    ],
  },
  '015': {
    degree: [
      ['公共管理理论', 'Public Management Theory'],
      ['公共政策分析', 'Public Policy Analysis'],
      ['社会研究方法', 'Social Research Methods'],
      ['社会学理论', 'Sociological Theory'],
      ['政府经济学', 'Government Economics'],
    ],
    elective: [
      ['社会保障', 'Social Security'],
      ['城市治理', 'Urban Governance'],
      ['非营利组织管理', 'Nonprofit Management'],
      ['电子政务', 'E-Government'],
      ['社会工作实务', 'Social Work Practice'],
      ['公共危机管理', 'Public Crisis Management'],
    ],
  },
};

/** Electives that build on a degree course of their college, by code: the ones a teacher would name. */
const NEEDS: Readonly<Record<string, readonly string[]>> = {
  XX00101: ['XW00104'], // 深度学习 <- 机器学习
  XX00102: ['XW00104'], // 自然语言处理 <- 机器学习
  XX00103: ['XX00101'], // 计算机视觉 <- 深度学习
  XX00107: ['XW00101'], // 编译器设计 <- 高级算法设计与分析
  XX00201: ['XW00202'], // 随机过程 <- 高等概率论
  XX00205: ['XX00201'], // 时间序列分析 <- 随机过程
  XX00303: ['XW00305'], // 计算物理 <- 数学物理方法
  XX00601: ['XW00601'], // 国际贸易理论 <- 高级微观经济学
  XX01103: ['XW01102'], // 智能制造系统 <- 现代控制理论
  XX01203: ['XW01203'], // 图像处理 <- 数字信号处理
  XX01205: ['XW01203', 'XW01202'], // 雷达信号处理 <- 数字信号处理, 随机信号分析
};

/** The area's own sequence (from the store's seed and its name): the areas before it keep their data. */
function ownRandom(seed: number): Random {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of 'courses') hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return new Random(hash >>> 0);
}

/** The seeded course of a code (its id is stable across seeds: the spec's examples name it). */
export const courseIdOf = (kcdm: string) => `kc-${kcdm}`;

/**
 * The course library of the seed (our model, issue 23 §1): the public required and practice courses
 * every graduate student takes, and five degree courses and six or seven electives per college, 178
 * courses. The names and codes are fixed; credits, hours and language of the college courses are drawn
 * from the area's own sequence, and so are the extra prerequisites an elective gets besides `NEEDS`.
 */
export function seedCourses(store: Store): void {
  const random = ownRandom(store.seed);
  const courses = store.slice(coursesSlice);
  const made: CourseRecord[] = [];
  const time = () => utcDateTime(SEED_NOW - random.int(60, 400) * DAY_MS + random.int(9 * 3600, 17 * 3600) * 1000 - 8 * 3_600_000);
  const add = (kcdm: string, [kcmc, kcmcEn]: Named, fields: Pick<CourseRecord, 'xf' | 'xs' | 'kclx' | 'xydm' | 'skyy'>, after: readonly string[]) => {
    const created = time();
    made.push({ id: courseIdOf(kcdm), kcdm, kcmc, kcmcEn, ...fields, xxkc: after.map(courseIdOf), createTime: created, updateTime: created });
  };
  const fixed = ({ kcdm, names, xf, xs, xydm, skyy, after = [] }: Fixed, kclx: CourseRecord['kclx']) => add(kcdm, names, { xf, xs, kclx, xydm, skyy }, after);
  for (const course of PUBLIC) fixed(course, '1');
  for (const [xydm, { degree, elective }] of Object.entries(COLLEGE_COURSES)) {
    const foreign = xydm === '010';
    const language = (): Language =>
      random.weighted<Language>(
        foreign
          ? [
              ['en', 50],
              ['bilingual', 40],
              ['zh', 10],
            ]
          : [
              ['zh', 75],
              ['bilingual', 20],
              ['en', 5],
            ],
      );
    degree.forEach((names, i) => {
      const xf = random.pick([2, 2, 3, 3, 2.5]);
      add(`XW${xydm}${String(i + 1).padStart(2, '0')}`, names, { xf, xs: Math.round(xf * 18), kclx: '2', xydm, skyy: language() }, []);
    });
    elective.forEach((names, i) => {
      const kcdm = `XX${xydm}${String(i + 1).padStart(2, '0')}`;
      const xf = random.pick([1, 1.5, 2, 2]);
      const named = NEEDS[kcdm];
      // An elective without a named prerequisite may build on one of its college's degree courses.
      const after = named ?? (random.chance(0.3) ? [`XW${xydm}${String(random.int(1, degree.length)).padStart(2, '0')}`] : []);
      add(kcdm, names, { xf, xs: Math.round(xf * 16), kclx: '3', xydm, skyy: language() }, after);
    });
  }
  for (const course of PRACTICE) fixed(course, '4');
  for (const course of made) courses.put(course);
}
