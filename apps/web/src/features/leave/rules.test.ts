import { describe, expect, it } from 'vitest';
import type { Application } from '../../components/application/api.ts';
import type { UserInfo } from '../../stores/session.ts';
import { mayCancelLeave } from './rules.ts';

const leave = (cancelled: boolean): Application['payload'] => ({
  kind: 'leave',
  leaveType: '1',
  leaveStart: '2026-11-24',
  leaveEnd: '2026-11-25',
  days: 2,
  reason: '家中有事',
  destination: '湖北省武汉市',
  phone: '13912345678',
  cancellation: cancelled
    ? { returnDate: '2026-11-25', actualDays: 2, remark: null, cancelledAt: '2026-11-25 10:00:00', cancelledById: '4', cancelledByName: '龚靖琪' }
    : null,
});

function application(state: Application['state'], cancelled = false): Application {
  return {
    id: 'l1',
    kind: 'leave',
    kindName: '请假',
    approval: { mkCode: 'xj', coreCode: 'qjgl', type: 'qjApproval', callback: '/cloud-xj/api/xj/qjgl/callback' },
    applicantId: '4',
    applicantName: '龚靖琪',
    subject: { type: 'student', xykh: '2024001010', xm: '龚靖琪', xydm: '001', xymc: '计算机科学与技术学院', dsgh: '20141008' },
    title: '龚靖琪的请假申请',
    summary: '事假，2026-11-24 至 2026-11-25，共 2 天',
    payload: leave(cancelled),
    attachments: [],
    state,
    steps: [],
    currentStep: null,
    effect: null,
    createTime: '2026-11-23 09:00:00',
    submitTime: '2026-11-23 09:00:00',
    updateTime: '2026-11-23 09:00:00',
  };
}

const user = (id: string, roleKey: string, extra: Partial<UserInfo['user']> = {}): UserInfo =>
  ({ user: { id, gh: null, xykh: null, deptId: null, ...extra }, roles: [{ roleKey }], permissions: [] }) as unknown as UserInfo;

describe('who is offered the cancel-leave (issue 15 §4; the server checks again)', () => {
  it('the applicant and the graduate school, once the leave is approved and not yet cancelled', () => {
    expect(mayCancelLeave(user('4', 'student', { xykh: '2024001010' }), application('approved'))).toBe(true);
    expect(mayCancelLeave(user('2', 'staff'), application('approved'))).toBe(true);
    expect(mayCancelLeave(user('4', 'student', { xykh: '2024001010' }), application('in_review'))).toBe(false);
    expect(mayCancelLeave(user('4', 'student', { xykh: '2024001010' }), application('approved', true))).toBe(false);
  });

  it('not the supervisor, the college or another student', () => {
    expect(mayCancelLeave(user('3', 'teacher', { gh: '20141008' }), application('approved'))).toBe(false);
    expect(mayCancelLeave(user('6', 'college', { deptId: '001' }), application('approved'))).toBe(false);
    expect(mayCancelLeave(user('9', 'student', { xykh: '2024001099' }), application('approved'))).toBe(false);
  });
});
