/**
 * Data configuration: the list provides a key for the item and its change history; the write sets an item to the
 * value it has, so nothing changes and no change is recorded (the history cannot be undone).
 */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import { type AreaScenario, valueKey } from '../scenario.ts';

type ConfigItem = components['schemas']['ConfigItem'];

const listedItem = valueKey<ConfigItem>('config.item');

export const config: AreaScenario = {
  name: 'config',
  tags: ['config'],

  async provide(run) {
    const items = await run.data<ConfigItem[]>('listConfigItems');
    run.set(listedItem, items?.find((item) => item.type === 'window') ?? items?.[0]);
  },

  requests: {
    getConfigItem: (run) => ({ params: { key: run.get(listedItem)?.key } }),
    listConfigHistory: (run) => ({ query: { key: run.get(listedItem)?.key, current: 1, size: 10 } }),
  },

  async writes(run) {
    const item = run.get(listedItem);
    if (!item) {
      run.skip('updateConfigItem', 'listConfigItems gave no item to write back');
      return;
    }
    await run.call('updateConfigItem', { params: { key: item.key }, json: { value: item.value } });
  },
};
