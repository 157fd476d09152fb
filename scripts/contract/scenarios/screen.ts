/**
 * The data screen (issue 24 §3): six reads, one per panel, none with an id to provide. The engine calls each
 * with its spec example (`years` 8, `limit` 30); the reads add each parameter left out, so the defaults are
 * checked against the answer schemas too. Nothing writes.
 */
import { type AreaScenario } from '../scenario.ts';

export const screen: AreaScenario = {
  name: 'screen',
  tags: ['screen'],

  async reads(run) {
    await run.call('getScreenDegrees', { query: { years: null } });
    await run.call('getScreenActivity', { query: { limit: null } });
  },
};
