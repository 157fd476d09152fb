import { createQueryKeys } from '@gs/sdk/query';
import type { components, paths } from '@gs/sdk/schema';

/** The data configuration's queries: the items, one item, the change history. */
export const configKeys = createQueryKeys('config');

export const ITEMS_PATH = '/kernel/sjpz' as const;
export const ITEM_PATH = '/kernel/sjpz/{key}' as const;
export const HISTORY_PATH = '/kernel/sjpz/history' as const;
export const TERMS_PATH = '/kernel/terms' as const;

export type ConfigItem = components['schemas']['ConfigItem'];
export type ConfigValue = components['schemas']['ConfigValue'];
export type ConfigWindow = components['schemas']['ConfigWindow'];
export type ConfigType = components['schemas']['ConfigType'];
export type ConfigChange = components['schemas']['ConfigChange'];
export type Term = components['schemas']['Term'];
export type HistoryQuery = NonNullable<paths[typeof HISTORY_PATH]['get']['parameters']['query']>;
