/** Dictionaries: reads only, whose parameters the spec's examples fill. */
import type { AreaScenario } from '../scenario.ts';

export const dicts: AreaScenario = {
  name: 'dicts',
  tags: ['kernel-dict'],
};
