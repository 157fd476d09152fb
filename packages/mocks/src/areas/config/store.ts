import type { components } from '@gs/sdk/schema';
import { formatTime } from '../../core/clock.ts';
import { defineSlice } from '../../core/store.ts';

type ConfigItem = components['schemas']['ConfigItem'];
type ConfigWindow = components['schemas']['ConfigWindow'];

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
    items,
    /** A window item's value, or undefined when the key is not a window. */
    window(key: string): ConfigWindow | undefined {
      const value = items.get(key)?.value;
      return isWindow(value) ? value : undefined;
    },
  };
});
