import { DAY_MS, SEED_NOW, utcDateTime } from '../../core/clock.ts';
import { Refusal } from '../../core/refusal.ts';
import { defineArea } from '../area.ts';
import { configSlice } from '../config/store.ts';
import { dictsSlice } from '../dicts/store.ts';
import { applicationAccess, applicationFileScope, applicationMenus } from './access.ts';
import { applicationHandlers } from './handlers.ts';
import { DEFAULT_OVERDUE_DAYS, OVERDUE_DAYS_KEY, applicationsSlice } from './store.ts';

/**
 * The application engine (AREAS.md "One way to run an application"; our model). Areas declare their
 * kinds; a step is decided through the approval call, which runs this area's hook inside its write.
 */
export const applicationsArea = defineArea({
  name: 'applications',
  slices: [applicationsSlice],
  // The dictionary of the kinds (`sq_lx`, the spec's `Application.kind`): one entry per catalogued kind, in
  // registry order, so a new kind needs no change here nor in the dictionaries.
  seed(store, { applicationKinds }) {
    store.slice(dictsSlice).define(
      'sq_lx',
      applicationKinds.map((kind) => [kind.kind, kind.name]),
      Object.fromEntries(applicationKinds.map((kind) => [kind.kind, kind.nameEn])),
    );
    // The work list's overdue flag (issue 22): read at request time, so a change applies at once.
    store.slice(configSlice).define({
      key: OVERDUE_DAYS_KEY,
      name: '审批超时天数',
      nameEn: 'Days before a pending step is overdue',
      group: 'sq',
      type: 'number',
      value: DEFAULT_OVERDUE_DAYS,
      min: 1,
      max: 60,
      integer: true,
      description: '申请的当前环节待审批超过该天数即标记为超时，在“我的事务”中提醒审批人',
      descriptionEn: "A step pending longer than this is flagged overdue on the approver's work list",
      updateTime: utcDateTime(SEED_NOW - 12 * DAY_MS + 9 * 3_600_000),
      updateBy: 'staff',
    });
  },
  handlers: applicationHandlers,
  access: applicationAccess,
  menus: applicationMenus,
  fileScopes: { application: applicationFileScope },
  // Approvals of an application: read by whoever may read it; their rows carry its brief for the caller.
  approvalReader(ctx, caller, coreKey, catalog) {
    const engine = ctx.store.slice(applicationsSlice);
    const application = engine.applications.get(coreKey);
    if (!application) return undefined;
    return engine.mayRead(caller, application)
      ? { readable: true, application: engine.briefFor(caller, application, catalog.applicationKinds.get(application.kind), ctx) }
      : { readable: false };
  },
  // The businesses of the kinds it runs, one per mkCode and coreCode (the six status changes share `xjyd`).
  approvalBusinesses: (kinds) => kinds.map(({ mkCode, coreCode, type, callback }) => ({ mkCode, coreCode, type, callback })),
  onApproval(ctx, caller, submission, catalog) {
    const engine = ctx.store.slice(applicationsSlice);
    const application = engine.applications.get(submission.coreKey);
    if (!application) throw new Refusal(404, `申请 ${submission.coreKey} 不存在`, `There is no application ${submission.coreKey}`);
    const kind = catalog.applicationKinds.get(application.kind);
    if (!kind) throw new Error(`Application ${application.id} has an unknown kind ${application.kind}`);
    if (submission.mkCode !== kind.mkCode || submission.coreCode !== kind.coreCode || submission.type !== kind.type) {
      // An outsider learns nothing about the record: the scope check comes first.
      if (!engine.mayRead(caller, application))
        throw new Refusal(403, '该申请不在您的数据范围内，无权审批', 'This application is outside your data scope: you cannot decide it');
      throw new Refusal(400, `审批参数须与申请类型一致：mkCode ${kind.mkCode}、coreCode ${kind.coreCode}、type ${kind.type}`);
    }
    const step = application.currentStep;
    const decided = engine.decide(ctx, kind, application, caller, { status: submission.status === 9 ? 9 : 1, opinion: submission.opinion });
    // Word of the decision in the same write: the applicant, and whoever the next step waits for (issue 22).
    if (step !== null) for (const hook of catalog.applicationEventHooks) hook(ctx, { type: 'decided', application: decided, step, actor: caller });
  },
});
