import { createQueryKeys } from '@gs/sdk/query';
import type { components } from '@gs/sdk/schema';

/** The degree audits' queries (an audit, what-if audits, exceptions): an exception's write refreshes them all. */
export const auditKeys = createQueryKeys('audits');

export type DegreeAudit = components['schemas']['DegreeAudit'];
export type AuditGroup = components['schemas']['AuditGroup'];
export type AuditCourse = components['schemas']['AuditCourse'];
export type AuditOption = components['schemas']['AuditOption'];
export type AuditUncounted = components['schemas']['AuditUncounted'];
export type AuditException = components['schemas']['AuditException'];
export type AuditExceptionInput = components['schemas']['AuditExceptionInput'];
export type AuditStatus = components['schemas']['AuditStatus'];
export type AuditPlanOption = components['schemas']['AuditPlanOption'];

export const AUDIT_PATH = '/cloud-xj/api/pkgl/audits/{xykh}' as const;
