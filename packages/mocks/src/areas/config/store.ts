import type { components } from '@gs/sdk/schema';
import { formatTime } from '../../core/clock.ts';
import type { ReadonlyCollection } from '../../core/collection.ts';
import { defineSlice } from '../../core/store.ts';

type ConfigItem = components['schemas']['ConfigItem'];
type ConfigWindow = components['schemas']['ConfigWindow'];
type ConfigValue = components['schemas']['ConfigValue'];
type ConfigChange = components['schemas']['ConfigChange'];

/**
 * An item as the store keeps it: the account's display name is looked up when answering (it may change),
 * and an area that defines an item of its own may leave the English out (the answer falls back to the
 * Chinese then, rather than the area failing to start).
 */
export type ConfigRecord = Omit<ConfigItem, 'updateByName' | 'nameEn' | 'descriptionEn'> & Partial<Pick<ConfigItem, 'nameEn' | 'descriptionEn'>>;

/** A change as the store keeps it (the display name again looked up when answering). */
export type ConfigChangeRecord = Omit<ConfigChange, 'updateByName'>;

/** `yyyy-MM-dd` of an instant in local time: the day the backend's clock says it is. */
export function dayOf(ms: number): string {
  return formatTime(new Date(ms)).slice(0, 10);
}

export function isWindow(value: unknown): value is ConfigWindow {
  return typeof value === 'object' && value !== null && typeof (value as ConfigWindow).start === 'string' && typeof (value as ConfigWindow).end === 'string';
}

/** Two values are the same setting (a window by its days, whatever else the object carried). */
export function sameValue(a: ConfigValue, b: ConfigValue): boolean {
  if (isWindow(a) || isWindow(b)) return isWindow(a) && isWindow(b) && a.start === b.start && a.end === b.end;
  return a === b;
}

/** Data configuration (数据配置, our model): typed items the business areas obey, and every change of them. */
export const configSlice = defineSlice('config', (store) => {
  const items = store.collection<ConfigRecord>('configItems', (i) => i.key);
  const changes = store.collection<ConfigChangeRecord>('configChanges', (c) => c.id);
  return {
    items: items as ReadonlyCollection<ConfigRecord>,
    changes: changes as ReadonlyCollection<ConfigChangeRecord>,
    /** Adds (or replaces) an item: the seed's, or an area's own (a college's scholarship quotas). */
    define(item: ConfigRecord): ConfigRecord {
      return items.set(item);
    },
    /**
     * Sets an item's value, checked by the caller against the item's type, as `updateBy` at `at`, and keeps
     * the change. A value equal to the current one changes nothing and records nothing (answers the item).
     */
    setValue(key: string, value: ConfigValue, updateBy: string, at: string = store.now()): ConfigRecord {
      const item = items.get(key);
      if (!item) throw new Error(`No configuration item ${key}`);
      if (sameValue(item.value, value)) return item;
      changes.set({
        id: store.nextId(),
        key,
        name: item.name,
        nameEn: item.nameEn ?? item.name,
        type: item.type,
        oldValue: item.value,
        newValue: value,
        updateBy,
        updateTime: at,
      });
      return items.set({ ...item, value, updateTime: at, updateBy });
    },
    /** The changes, newest first (ids grow with time), of one item or of all. */
    history(key?: string): ConfigChangeRecord[] {
      return [...changes.values()]
        .filter((c) => !key || c.key === key)
        .sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : BigInt(b.id) < BigInt(a.id) ? -1 : 0));
    },
    /** A window item's value, or undefined when the key is not a window. */
    window(key: string): ConfigWindow | undefined {
      const value = items.get(key)?.value;
      return isWindow(value) ? value : undefined;
    },
  };
});
