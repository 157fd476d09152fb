import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import type { MockContext } from '../../http/context.ts';
import { say } from '../../http/language.ts';
import { SUCCESS, fail } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { orgSlice } from '../org/store.ts';
import { configSlice, isWindow } from './store.ts';

type ConfigItem = components['schemas']['ConfigItem'];
type ConfigValue = components['schemas']['ConfigValue'];

/** A real calendar day (the schema's `date` format checks the shape, not February 30). */
function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function configHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const config = ctx.store.slice(configSlice);
  const { items } = config;
  const org = ctx.store.slice(orgSlice);

  /** The value, checked against the item's type; 400 says what was expected. */
  function checked(item: ConfigItem, value: ConfigValue): ConfigValue {
    switch (item.type) {
      case 'term':
        if (typeof value !== 'string' || !org.terms.has(value)) fail(400, `「${item.name}」须为已有学期的编号，如 2026-2027-1`);
        return value;
      case 'window':
        if (!isWindow(value)) fail(400, `「${item.name}」须为申请时间 { start, end }`);
        if (!isRealDate(value.start) || !isRealDate(value.end)) fail(400, `「${item.name}」的开始和结束日期须为有效日期（YYYY-MM-DD）`);
        if (value.start > value.end) fail(400, `「${item.name}」的开始日期不能晚于结束日期`);
        return { start: value.start, end: value.end };
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value)) fail(400, `「${item.name}」须为数字`);
        if (item.integer && !Number.isInteger(value)) fail(400, `「${item.name}」须为整数`);
        if ((item.min !== undefined && value < item.min) || (item.max !== undefined && value > item.max)) {
          fail(400, `「${item.name}」须在 ${item.min ?? '-∞'} 到 ${item.max ?? '∞'} 之间`);
        }
        return value;
      case 'text':
        if (typeof value !== 'string') fail(400, `「${item.name}」须为文本`);
        return value.trim();
      case 'boolean':
        if (typeof value !== 'boolean') fail(400, `「${item.name}」须为是或否（true / false）`);
        return value;
    }
  }

  function find(key: string): ConfigItem {
    const item = items.get(key);
    if (!item) fail(404, `配置项 ${key} 不存在`);
    return item;
  }

  return [
    route.authed('get', '/kernel/sjpz', ({ query }) => {
      const group = query.group?.trim();
      return { data: [...items.values()].filter((i) => !group || i.group === group) };
    }),

    route.authed('get', '/kernel/sjpz/{key}', ({ params }) => ({ data: find(params.key) })),

    route.authed('put', '/kernel/sjpz/{key}', ({ params, body, caller, lang }) => {
      const item = find(params.key);
      const updated = config.setValue(item.key, checked(item, body.value), caller.user.username);
      return { data: updated, message: say(lang, ...SUCCESS.saved) };
    }),
  ];
}
