import { defineArea } from '../area.ts';
import { configAccess, configMenus, configPermissions } from './access.ts';
import { configHandlers } from './handlers.ts';
import { seedConfig } from './seed.ts';
import { configSlice } from './store.ts';

/** Data configuration (数据配置; our model): the current term, application windows, quotas, review rules, and their changes. */
export const configArea = defineArea({
  name: 'config',
  slices: [configSlice],
  seed(store) {
    const config = store.slice(configSlice);
    for (const item of seedConfig()) config.define(item);
  },
  handlers: configHandlers,
  permissions: configPermissions,
  access: configAccess,
  menus: configMenus,
});
