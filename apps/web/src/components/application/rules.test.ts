import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../stores/session.ts';
import type { Application } from './api.ts';
import { mayDecide, mayWithdraw } from './rules.ts';
import '../../i18n/messages/applications.ts';

const step = (role: Application['steps'][number]['role'], state: Application['steps'][number]['state']): Application['steps'][number] => ({
  role,
  label: role,
  state,
  deciderId: null,
  deciderName: null,
  decidedAt: null,
  opinion: null,
});

function application(overrides: Partial<Application> = {}): Application {
  return {
    id: 'a1',
    kind: 'suspension',
    kindName: '休学',
    approval: { mkCode: 'xj', coreCode: 'xjyd', type: 'xjydApproval', callback: '/cloud-xj/api/xj/xjyd/callback' },
    applicantId: '4',
    applicantName: '龚靖琪',
    subject: { type: 'student', xykh: '2024001010', xm: '龚靖琪', xydm: '001', xymc: '计算机科学与技术学院', dsgh: '20141008' },
    title: '龚靖琪的休学申请',
    summary: '因病休学，自 2026-12-01 起休学 6 个月',
    payload: { kind: 'suspension', category: '1', reason: '因病需住院治疗', startDate: '2026-12-01', months: 6 },
    attachments: [],
    state: 'submitted',
    steps: [step('supervisor', 'pending'), step('college', 'waiting'), step('school', 'waiting')],
    currentStep: 0,
    effect: null,
    createTime: '2026-11-25 09:00:00',
    submitTime: '2026-11-25 09:00:00',
    updateTime: '2026-11-25 09:00:00',
    ...overrides,
  };
}

function user(id: string, roleKey: string, extra: { gh?: string; deptId?: string } = {}): UserInfo {
  return {
    username: roleKey,
    user: { id, username: roleKey, nickName: roleKey, ...extra } as UserInfo['user'],
    roles: [{ id: '9', name: roleKey, roleKey } as UserInfo['roles'][number]],
    allRoles: [],
    permissions: [],
    dataScopes: [],
    password: 'false',
  };
}

describe('who is offered what on an application (AREAS.md roles)', () => {
  it("offers the pending step to its role only: the subject's supervisor, then the college of the subject, then the graduate school", () => {
    const supervisor = user('3', 'teacher', { gh: '20141008' });
    const otherTeacher = user('7', 'teacher', { gh: '19990001' });
    const college = user('6', 'college', { deptId: '001' });
    const otherCollege = user('8', 'college', { deptId: '002' });
    const staff = user('2', 'staff');
    const first = application();
    expect([supervisor, otherTeacher, college, staff].map((u) => mayDecide(u, first))).toEqual([true, false, false, false]);
    const second = application({
      state: 'in_review',
      currentStep: 1,
      steps: [step('supervisor', 'approved'), step('college', 'pending'), step('school', 'waiting')],
    });
    expect([supervisor, college, otherCollege, staff].map((u) => mayDecide(u, second))).toEqual([false, true, false, false]);
    const last = application({
      state: 'in_review',
      currentStep: 2,
      steps: [step('supervisor', 'approved'), step('college', 'approved'), step('school', 'pending')],
    });
    expect([supervisor, college, staff].map((u) => mayDecide(u, last))).toEqual([false, false, true]);
    expect(mayDecide(staff, application({ state: 'approved', currentStep: null }))).toBe(false);
    expect(mayDecide(null, first)).toBe(false);
  });

  it('offers withdrawing to the applicant before the first decision only', () => {
    const applicant = user('4', 'student');
    expect(mayWithdraw(applicant, application())).toBe(true);
    expect(mayWithdraw(applicant, application({ state: 'in_review' }))).toBe(false);
    expect(mayWithdraw(user('5', 'student'), application())).toBe(false);
  });
});
