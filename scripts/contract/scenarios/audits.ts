/**
 * Degree audits (issue 23 §1): the list of report cards provides a student for the audit and its exceptions; the
 * reads add a what-if audit against the first other plan the audit offers. The writes waive a group of the
 * student's plan that no exception names yet, read the audit with it, and remove it again (an exception leaves
 * nothing behind once removed).
 */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import { type AreaScenario, valueKey } from '../scenario.ts';

type DegreeAudit = components['schemas']['DegreeAudit'];
type AuditException = components['schemas']['AuditException'];
type ReportCardPage = components['schemas']['ReportCardPage'];

const listedStudent = valueKey<string>('audits.student');
const WRITES = ['createAuditException', 'deleteAuditException'];

export const audits: AreaScenario = {
  name: 'audits',
  tags: ['audits'],
  manual: WRITES,

  async provide(run) {
    const cards = await run.data<ReportCardPage>('listReportCards', { query: { size: 1, xydm: null, zydm: null, rxnj: null, keyword: null } });
    run.set(listedStudent, cards?.records[0]?.xykh);
  },

  requests: {
    getDegreeAudit: (run) => ({ params: { xykh: run.get(listedStudent) }, query: { whatIf: null } }),
    listAuditExceptions: (run) => ({ params: { xykh: run.get(listedStudent) } }),
  },

  async reads(run) {
    const xykh = run.get(listedStudent);
    const audit = xykh && (await run.data<DegreeAudit>('getDegreeAudit', { params: { xykh }, query: { whatIf: null } }));
    const other = audit ? audit.whatIfPlans[0] : undefined;
    if (xykh && other) await run.call('getDegreeAudit', { params: { xykh }, query: { whatIf: other.id } });
  },

  async writes(run) {
    const xykh = run.get(listedStudent);
    const audit = xykh ? await run.data<DegreeAudit>('getDegreeAudit', { params: { xykh }, query: { whatIf: null } }) : undefined;
    const group = audit?.groups.find((g) => !audit.exceptions.some((e) => e.groupId === g.id && e.kind === 'waive' && e.courseId === null));
    if (!xykh || !audit?.plan || !group) return WRITES.forEach((id) => run.skip(id, 'listReportCards gave no student with a plan and a group to waive'));
    const made = await run.data<AuditException>('createAuditException', {
      params: { xykh },
      json: { kind: 'waive', groupId: group.id, reason: `接口核查 ${run.stamp}` },
    });
    if (!made) return run.skip('deleteAuditException', 'createAuditException gave no exception to remove');
    await run.call('deleteAuditException', { params: { xykh, id: made.id } });
  },
};
