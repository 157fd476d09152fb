import { dictFields } from '@gs/sdk/dict-fields';
import type { components } from '@gs/sdk/schema';
import { idCardFacts, isEmail } from '@gs/sdk/validators';
import { majorByCode } from '../dicts/data.ts';
import type { Dicts } from '../dicts/store.ts';
import type { Org } from '../org/store.ts';

type CandidateFields = components['schemas']['CandidateFields'];
type Level = components['schemas']['AdmissionLevel'];

/** Dictionary behind each coded field (the spec's `x-dict`: the student record's dictionaries). */
const DICT_FIELDS = dictFields.CandidateFields satisfies Partial<Record<keyof CandidateFields, string>>;

/** Chinese names of the fields, for the reasons a row or an edit is refused. */
export const FIELD_NAMES: Record<string, string> = {
  ksbh: '考生编号',
  xm: '姓名',
  xb: '性别',
  sfzh: '身份证号',
  mz: '民族',
  zzmm: '政治面貌',
  sjhm: '联系电话',
  dzyx: '电子邮箱',
  xydm: '学院代码',
  zydm: '专业代码',
  yjfx: '研究方向',
  dsgh: '导师工号',
  xwlx: '学位类型',
  xxxs: '学习方式',
  cjzf: '初试总分',
};

export interface RuleContext {
  dicts: Dicts;
  org: Org;
}

/**
 * Every reason (in Chinese) why these fields do not make a candidate of `level`; none when they do.
 * The checks a graduate school's admissions office makes (our model): dictionary codes, the ID card
 * number's check digit and birth date, the major of the college, the direction of the major, a
 * supervisor of the college who may supervise the level, the degree type of the major, a score in range.
 * Blank optional fields are not checked; required ones are the caller's to name.
 */
export function candidateReasons(fields: Partial<CandidateFields>, level: Level, { dicts, org }: RuleContext): string[] {
  const reasons: string[] = [];
  for (const [field, dictName] of Object.entries(DICT_FIELDS) as [keyof typeof DICT_FIELDS, string][]) {
    const value = fields[field];
    if (value === undefined || value === null || value === '') continue;
    if (!dicts.has(dictName, String(value))) reasons.push(`${FIELD_NAMES[field] ?? field} ${String(value)} 不存在`);
  }
  if (fields.sfzh && !(fields.sfzh.length === 18 && idCardFacts(fields.sfzh))) reasons.push('身份证号不正确（须为 18 位，校验位和出生日期须有效）');
  if (fields.sjhm && !/^1\d{10}$/.test(fields.sjhm)) reasons.push('联系电话须为 11 位手机号码');
  if (fields.dzyx && !isEmail(fields.dzyx)) reasons.push('电子邮箱格式不正确');
  const major = fields.zydm ? majorByCode(fields.zydm) : undefined;
  if (major && fields.xydm && dicts.has('xj_xy', fields.xydm) && major.college.code !== fields.xydm) {
    reasons.push(`专业 ${major.major.name}（${fields.zydm}）不属于学院 ${dicts.label('xj_xy', fields.xydm)}（${fields.xydm}）`);
  }
  if (major && level === 'bs' && major.major.professional) reasons.push(`专业学位专业 ${major.major.name} 不招收博士研究生`);
  if (major && fields.xwlx && fields.xwlx !== (major.major.professional ? '2' : '1')) {
    reasons.push(`学位类型与专业不符：${major.major.name} 为${major.major.professional ? '专业学位' : '学术学位'}`);
  }
  if (fields.yjfx) {
    const direction = org.directions.get(fields.yjfx);
    if (!direction) reasons.push(`研究方向 ${fields.yjfx} 不存在`);
    else if (fields.zydm && direction.zydm !== fields.zydm) reasons.push(`研究方向 ${direction.name} 不属于专业 ${fields.zydm}`);
  }
  if (fields.dsgh) {
    const teacher = org.teacherOf(fields.dsgh);
    if (!teacher) reasons.push(`导师工号 ${fields.dsgh} 不存在`);
    else {
      if (fields.xydm && teacher.xydm !== fields.xydm) reasons.push(`导师 ${teacher.xm}（${teacher.gh}）不是该学院的教师`);
      const fits = level === 'bs' ? teacher.dslx === '1' : teacher.dslx === '1' || teacher.dslx === '2';
      if (!fits) reasons.push(`${teacher.xm}（${teacher.gh}）不是${level === 'bs' ? '博士生导师' : '研究生导师'}`);
    }
  }
  if (fields.cjzf !== undefined && fields.cjzf !== null && !(Number.isFinite(fields.cjzf) && fields.cjzf >= 0 && fields.cjzf <= 500)) {
    reasons.push('初试总分须在 0 到 500 之间');
  }
  return reasons;
}

/** The degree type a major gives (专业学位 majors 2, the others 1). */
export function degreeTypeOf(zydm: string): '1' | '2' {
  return majorByCode(zydm)?.major.professional ? '2' : '1';
}
