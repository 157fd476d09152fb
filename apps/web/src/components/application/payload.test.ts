import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../page-kit/field-control.tsx';
import { buildPayload, collegeOfMajor, collegeTree, majorTree, payloadFields } from './payload.ts';

const tree: TreeNode[] = [
  {
    id: '001',
    name: '计算机科学与技术学院',
    parentId: null,
    children: [
      { id: '081200', name: '计算机科学与技术', parentId: '001', children: [{ id: '081200-01', name: '计算机系统结构', parentId: '081200', children: [] }] },
    ],
  },
  { id: '002', name: '软件学院', parentId: null, children: [{ id: '083500', name: '软件工程', parentId: '002', children: [] }] },
];

const messages = { required: 'required', notMajor: 'not a major', phone: 'phone', endBeforeStart: 'end before start' };

describe('application payloads (api-spec status-change kinds)', () => {
  it('asks each kind for its own fields, then the reason', () => {
    expect(payloadFields('suspension', tree, messages).map((f) => f.name)).toEqual(['category', 'startDate', 'months', 'reason']);
    expect(payloadFields('majorChange', tree, messages).map((f) => f.name)).toEqual(['zydm', 'reason']);
    expect(payloadFields('supervisorChange', tree, messages).map((f) => f.name)).toEqual(['dsgh', 'reason']);
    expect(payloadFields('leave', tree, messages).map((f) => f.name)).toEqual(['leaveType', 'leaveStart', 'leaveEnd', 'destination', 'phone', 'reason']);
  });

  it('builds a leave without a day count (the server counts the days)', () => {
    expect(
      buildPayload(
        'leave',
        { leaveType: '2', leaveStart: '2026-11-25', leaveEnd: '2026-11-26', destination: ' 武汉 ', phone: '13912345678', reason: '感冒发烧' },
        tree,
      ),
    ).toEqual({
      kind: 'leave',
      leaveType: '2',
      leaveStart: '2026-11-25',
      leaveEnd: '2026-11-26',
      destination: '武汉',
      phone: '13912345678',
      reason: '感冒发烧',
    });
  });

  it('builds the payload of the chosen kind, a new major with the college it belongs to', () => {
    expect(buildPayload('suspension', { category: '1', startDate: '2026-12-01', months: 6, reason: ' 因病 ' }, tree)).toEqual({
      kind: 'suspension',
      category: '1',
      startDate: '2026-12-01',
      months: 6,
      reason: '因病',
    });
    expect(buildPayload('majorChange', { zydm: '083500', reason: '方向调整' }, tree)).toEqual({
      kind: 'majorChange',
      zydm: '083500',
      xydm: '002',
      reason: '方向调整',
    });
  });

  it('trims the org tree to colleges, or colleges and majors', () => {
    expect(collegeTree(tree)?.map((c) => [c.id, c.children?.length])).toEqual([
      ['001', 0],
      ['002', 0],
    ]);
    expect(majorTree(tree)?.[0]?.children?.[0]?.children).toEqual([]);
    expect(collegeOfMajor(tree, '081200')).toBe('001');
    expect(collegeOfMajor(tree, '001')).toBeUndefined();
  });
});

// Issue 15 §6: a teacher's supervisor selection, within their own college, with the review form they uploaded.
describe('supervisor selection payloads', () => {
  it("asks for the kind, title, discipline, directions, achievements and review form, picked in the teacher's college", () => {
    const fields = payloadFields('dsls', tree, messages, '001');
    expect(fields.map((f) => f.name)).toEqual(['dslx', 'zc', 'zydm', 'directionIds', 'researchSummary', 'reviewForm']);
    const directions = fields.find((f) => f.name === 'directionIds');
    expect(directions?.kind === 'tree' && directions.nodes?.map((major) => [major.id, major.selectable, major.children?.map((d) => d.id)])).toEqual([
      ['081200', false, ['081200-01']],
    ]);
    const majors = fields.find((f) => f.name === 'zydm');
    expect(majors?.kind === 'tree' && majors.nodes?.map((college) => college.id)).toEqual(['001']);
    expect(fields.find((f) => f.name === 'zydm')?.label).toBe('application.payload.discipline');
    expect(fields.find((f) => f.name === 'reviewForm')).toMatchObject({
      kind: 'upload',
      upload: { url: '/cloud-xj/api/ds/dsls/review-form', accept: '.pdf,.doc,.docx', multiple: 1 },
    });
  });

  it('sends the uploaded review form by its id', () => {
    const values = {
      dslx: '1' as const,
      zc: '1',
      zydm: '081200',
      directionIds: ['081200-01'],
      researchSummary: ' 主持国家自然科学基金项目两项 ',
      reviewForm: [{ id: '9', realName: '评审表.pdf', fileSize: 10 }],
    };
    expect(buildPayload('dsls', values, tree)).toEqual({
      kind: 'dsls',
      dslx: '1',
      zc: '1',
      zydm: '081200',
      directionIds: ['081200-01'],
      researchSummary: '主持国家自然科学基金项目两项',
      reviewForm: '9',
    });
  });
});
