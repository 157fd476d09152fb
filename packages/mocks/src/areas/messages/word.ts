import type { Application, ApplicationEvent, StepRole } from '../application-kind.ts';
import type { ApplicationEngine } from '../applications/store.ts';
import type { Notice } from './store.ts';

type Engine = Pick<ApplicationEngine, 'decidersOf' | 'partiesOf'>;
type Actor = Notice['actor'];

const idsOf = (users: readonly { id: string }[]) => users.map((user) => user.id);

/** Word that a step now waits for its deciders. */
function waiting(engine: Engine, application: Application, role: StepRole, actor: Actor, time: string): Notice {
  return { event: 'waiting', application, step: role, actor, time, to: idsOf(engine.decidersOf(application, role)) };
}

/** Word for whom the application is: its applicant and the accounts of whom it is about. */
function toParties(engine: Engine, application: Application, event: Notice['event'], step: StepRole | null, actor: Actor, time: string): Notice {
  return { event, application, step, actor, time, to: idsOf(engine.partiesOf(application)) };
}

/**
 * Whom an event of an application concerns and what they are told (our model, issue 22): the first
 * step's deciders that it waits for them, and the student it is about when someone else applied; the
 * applicant (and that student) of every decision (`step_approved`, or the outcome `approved`,
 * `rejected`), and the next step's deciders that it now waits for them; on a withdrawal, whoever the
 * pending step waited for. Nobody is told of what they did themselves.
 */
export function noticesOf(engine: Engine, event: ApplicationEvent): Notice[] {
  const { application } = event;
  const actor = { id: event.actor.user.id, name: event.actor.user.realName || event.actor.user.nickName };
  const pending = application.currentStep === null ? undefined : application.steps[application.currentStep];
  switch (event.type) {
    case 'submitted': {
      const time = application.submitTime ?? application.createTime;
      return [...(pending ? [waiting(engine, application, pending.role, actor, time)] : []), toParties(engine, application, 'submitted', null, actor, time)];
    }
    case 'decided': {
      const step = application.steps[event.step]!;
      const time = step.decidedAt ?? application.updateTime;
      if (step.state === 'rejected') return [toParties(engine, application, 'rejected', step.role, actor, time)];
      if (application.state === 'approved') return [toParties(engine, application, 'approved', step.role, actor, time)];
      return [
        toParties(engine, application, 'step_approved', step.role, actor, time),
        ...(pending ? [waiting(engine, application, pending.role, actor, time)] : []),
      ];
    }
    case 'withdrawn': {
      const step = event.step === null ? undefined : application.steps[event.step];
      const time = application.updateTime;
      return [
        ...(step ? [{ ...waiting(engine, application, step.role, actor, time), event: 'withdrawn' as const }] : []),
        toParties(engine, application, 'withdrawn', step?.role ?? null, actor, time),
      ];
    }
  }
}

/**
 * The word a seeded application's history would have left (our model): the events it went through,
 * told as `noticesOf` tells live ones, from its steps as stored.
 */
export function noticesOfHistory(engine: Engine, application: Application): Notice[] {
  const applicant: Actor = { id: application.applicantId, name: application.applicantName };
  const submitted = application.submitTime ?? application.createTime;
  const notices: Notice[] = [toParties(engine, application, 'submitted', null, applicant, submitted)];
  let since = submitted;
  let actor: Actor = applicant;
  const decided = application.steps.filter((step) => step.state === 'approved' || step.state === 'rejected');
  for (const step of application.steps) {
    if (step.state === 'skipped' || step.state === 'waiting') continue;
    notices.push(waiting(engine, application, step.role, actor, since));
    if (step.state === 'pending') continue;
    const decider: Actor = step.deciderId ? { id: step.deciderId, name: step.deciderName ?? '' } : null;
    const time = step.decidedAt ?? application.updateTime;
    const last = step === decided[decided.length - 1];
    const event = step.state === 'rejected' ? 'rejected' : last && application.state === 'approved' ? 'approved' : 'step_approved';
    notices.push(toParties(engine, application, event, step.role, decider, time));
    since = time;
    actor = decider;
  }
  if (application.state === 'withdrawn') {
    // Withdrawn before any decision: the first step that had someone to decide it was waiting.
    const step = application.steps.find((s) => s.role !== 'supervisor' || application.subject.dsgh);
    if (step) {
      notices.push(waiting(engine, application, step.role, applicant, submitted));
      notices.push({ ...waiting(engine, application, step.role, applicant, application.updateTime), event: 'withdrawn' });
    }
    notices.push(toParties(engine, application, 'withdrawn', step?.role ?? null, applicant, application.updateTime));
  }
  return notices;
}
