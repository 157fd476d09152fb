import type { components } from '@gs/sdk/schema';
import { formatTime } from '../../core/clock.ts';
import type { ReadonlyCollection } from '../../core/collection.ts';
import { defineSlice } from '../../core/store.ts';

type ConfigItem = components['schemas']['ConfigItem'];
type ConfigWindow = components['schemas']['ConfigWindow'];
type ConfigValue = components['schemas']['ConfigValue'];

/** `yyyy-MM-dd` of an instant in local time: the day the backend's clock says it is. */
export function dayOf(ms: number): string {
  return formatTime(new Date(ms)).slice(0, 10);
}

export function isWindow(value: unknown): value is ConfigWindow {
  return typeof value === 'object' && value !== null && typeof (value as ConfigWindow).start === 'string' && typeof (value as ConfigWindow).end === 'string';
}

/** Data configuration (数据配置, our model): typed items the business areas obey. */
export const configSlice = defineSlice('config', (store) => {
  const items = store.collection<ConfigItem>('configItems', (i) => i.key);
  return {
    items: items as ReadonlyCollection<ConfigItem>,
    /** Adds (or replaces) an item: the seed's, or an area's own (a college's scholarship quotas). */
    define(item: ConfigItem): ConfigItem {
      return items.set(item);
    },
    /** Sets an item's value, checked by the caller against the item's type, as `updateBy` now. */
    setValue(key: string, value: ConfigValue, updateBy: string): ConfigItem {
      const item = items.get(key);
      if (!item) throw new Error(`No configuration item ${key}`);
      return items.set({ ...item, value, updateTime: store.now(), updateBy });
    },
    /** A window item's value, or undefined when the key is not a window. */
    window(key: string): ConfigWindow | undefined {
      const value = items.get(key)?.value;
      return isWindow(value) ? value : undefined;
    },
  };
});
