import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import { identitySlice } from '../../core/identity.ts';
import type { MockContext } from '../../http/context.ts';
import { say } from '../../http/language.ts';
import { paginate } from '../../http/paging.ts';
import { SUCCESS, fail } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { orgSlice } from '../org/store.ts';
import { type ConfigChangeRecord, type ConfigRecord, configSlice, isWindow } from './store.ts';

type ConfigItem = components['schemas']['ConfigItem'];
type ConfigValue = components['schemas']['ConfigValue'];
type ConfigChange = components['schemas']['ConfigChange'];

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
  const identity = ctx.store.slice(identitySlice);

  /** The account's display name now (it may have changed since), or its account name when it is gone. */
  const nameOf = (username: string) => identity.userByUsername(username)?.nickName ?? username;

  function answer(item: ConfigRecord): ConfigItem {
    return { ...item, nameEn: item.nameEn ?? item.name, descriptionEn: item.descriptionEn ?? item.description, updateByName: nameOf(item.updateBy) };
  }

  function changeAnswer(change: ConfigChangeRecord): ConfigChange {
    return { ...change, updateByName: nameOf(change.updateBy) };
  }

  /** The value, checked against the item's type; 400 says what was expected, in the caller's language. */
  function checked(item: ConfigRecord, value: ConfigValue): ConfigValue {
    const zh = `「${item.name}」`;
    const en = `"${item.nameEn ?? item.name}"`;
    switch (item.type) {
      case 'term':
        if (typeof value !== 'string' || !org.terms.has(value))
          fail(400, `${zh}须为已有学期的编号，如 2026-2027-1`, `${en} must be the id of an existing term, such as 2026-2027-1`);
        return value;
      case 'window':
        if (!isWindow(value)) fail(400, `${zh}须为申请时间 { start, end }`, `${en} must be a window { start, end }`);
        if (!isRealDate(value.start) || !isRealDate(value.end)) {
          fail(400, `${zh}的开始和结束日期须为有效日期（YYYY-MM-DD）`, `${en} must start and end on real days (YYYY-MM-DD)`);
        }
        if (value.start > value.end) fail(400, `${zh}的开始日期不能晚于结束日期`, `${en} cannot start after it ends`);
        return { start: value.start, end: value.end };
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value)) fail(400, `${zh}须为数字`, `${en} must be a number`);
        if (item.integer && !Number.isInteger(value)) fail(400, `${zh}须为整数`, `${en} must be a whole number`);
        if ((item.min !== undefined && value < item.min) || (item.max !== undefined && value > item.max)) {
          const from = item.min ?? '-∞';
          const to = item.max ?? '∞';
          fail(400, `${zh}须在 ${from} 到 ${to} 之间`, `${en} must be between ${from} and ${to}`);
        }
        return value;
      case 'text':
        if (typeof value !== 'string') fail(400, `${zh}须为文本`, `${en} must be a text`);
        return value.trim();
      case 'boolean':
        if (typeof value !== 'boolean') fail(400, `${zh}须为是或否（true / false）`, `${en} must be yes or no (true / false)`);
        return value;
      case 'select': {
        const options = item.options ?? [];
        if (typeof value !== 'string' || !options.some((o) => o.value === value)) {
          const listed = options.map((o) => o.value).join(' / ');
          fail(400, `${zh}须为以下选项之一：${listed}`, `${en} must be one of: ${listed}`);
        }
        return value;
      }
    }
  }

  function find(key: string): ConfigRecord {
    const item = items.get(key);
    if (!item) fail(404, `配置项 ${key} 不存在`, `There is no configuration item ${key}`);
    return item;
  }

  return [
    route.authed('get', '/kernel/sjpz', ({ query }) => {
      const group = query.group?.trim();
      return { data: [...items.values()].filter((i) => !group || i.group === group).map(answer) };
    }),

    // Before `/kernel/sjpz/{key}`: `history` is no item's key (keys are `group.name`).
    route.authed('get', '/kernel/sjpz/history', ({ query }) => {
      const { key, current, size } = query;
      if (key !== undefined) find(key);
      const page = paginate(config.history(key), current, size);
      return { data: { ...page, records: page.records.map(changeAnswer) } };
    }),

    route.authed('get', '/kernel/sjpz/{key}', ({ params }) => ({ data: answer(find(params.key)) })),

    route.authed('put', '/kernel/sjpz/{key}', ({ params, body, caller, lang }) => {
      const item = find(params.key);
      const at = ctx.store.now(new Date(ctx.now()));
      const updated = config.setValue(item.key, checked(item, body.value), caller.user.username, at);
      return { data: answer(updated), message: say(lang, ...SUCCESS.saved) };
    }),
  ];
}
