// Seeded applications are ones the engine could have left (our model, issue 15): a front-end developer
// opening any of them sees a state its steps agree with, for every seed and any number of students.
import { describe, expect, it } from 'vitest';
import { applicationsSlice, historyOf } from '../src/areas/applications/store.ts';
import { catalog, seedStore } from '../src/areas/index.ts';
import { defaultMockOptions } from '../src/config.ts';

describe('seeded applications', () => {
  it.each([
    { seed: defaultMockOptions.seed, students: 2000, applications: 0 },
    { seed: 7, students: 600, applications: 0 },
    { seed: 20260901, students: 2000, applications: 3000 },
  ])('agree with their steps (seed $seed, $students students, $applications extra)', ({ seed, students, applications }) => {
    const store = seedStore({ ...defaultMockOptions, seed, students, applications });
    const problems: string[] = [];
    let open = 0;
    for (const a of store.slice(applicationsSlice).applications.values()) {
      const states = a.steps.map((step) => step.state);
      const count = (state: string) => states.filter((s) => s === state).length;
      const say = (what: string) => problems.push(`${a.id} ${a.kind} ${a.state} [${states.join(',')}] current ${a.currentStep}: ${what}`);
      if (a.state === 'submitted' || a.state === 'in_review') {
        open += 1;
        if (a.currentStep === null || states[a.currentStep] !== 'pending') say('an open application has its current step pending');
        if (count('pending') !== 1) say('exactly one step is pending');
        if (states.slice(0, a.currentStep ?? 0).some((s) => s !== 'approved' && s !== 'skipped')) say('the steps before the pending one are decided');
        if ((a.state === 'in_review') !== count('approved') > 0) say('in review once a step is approved, submitted before');
      } else {
        if (a.currentStep !== null || count('pending') + count('waiting') > 0) say('a closed application waits for no step');
        if (a.state === 'approved' && states.some((s) => s !== 'approved' && s !== 'skipped')) say('an approved application has every step approved');
        if (a.state === 'rejected' && count('rejected') !== 1) say('a refused application has one refused step');
        if (a.state === 'withdrawn' && count('approved') + count('rejected') > 0) say('a withdrawn application was taken back before any decision');
        // Issue 22 §5: the steps a closed application never got to are unreached, not "not needed".
        const refused = states.indexOf('rejected');
        if (a.state === 'rejected' && states.some((s, i) => i > refused && s !== 'unreached' && s !== 'skipped'))
          say('the steps after a refusal are unreached');
        if (a.state === 'withdrawn' && states.some((s) => s !== 'unreached' && s !== 'skipped')) say('the steps of a withdrawn application are unreached');
      }
      if (count('unreached') > 0 && a.state !== 'rejected' && a.state !== 'withdrawn') say('only a rejected or withdrawn application has unreached steps');
      // Skipped means not needed: the supervisor step of a student without a supervisor, nothing else.
      if (a.steps.some((step) => step.state === 'skipped' && (step.role !== 'supervisor' || a.subject.dsgh))) say('only a missing supervisor is skipped');
      // Its history: the submission, each decision of its steps in order, the withdrawal, each in time order.
      const history = historyOf(a, catalog.applicationKinds.get(a.kind), { store });
      const decisions = a.steps.filter((step) => step.state === 'approved' || step.state === 'rejected');
      const expected = [
        'submitted',
        ...decisions.map((step) => `${step.state} ${step.role}`),
        ...(a.state === 'withdrawn' ? ['withdrawn'] : []),
        ...history.filter((entry) => entry.action === 'cancelled').map(() => 'cancelled'),
      ];
      if (history.map((entry) => (entry.step ? `${entry.action} ${entry.step}` : entry.action)).join() !== expected.join()) say('its history tells its steps');
      if (history.some((entry, i) => i > 0 && entry.time < history[i - 1]!.time)) say('its history is in time order');
      if (history.some((entry) => entry.actorName === '')) say('every entry of its history names who');
    }
    expect(problems).toEqual([]);
    expect(open).toBeGreaterThan(0);
  });
});
