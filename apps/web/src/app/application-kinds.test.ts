import openapi from '@gs/sdk/openapi.json';
import { describe, expect, it } from 'vitest';
import type { ApplicationKind } from '../components/application/api.ts';
import { detailTitle } from '../components/application/application-detail.tsx';
import { applicationPath, kindPluginOf } from '../components/application/kind-plugin.ts';
import { type MessageKey, type MessageParams, translate } from '../i18n/i18n.ts';
import './application-kinds.ts';

/** Every kind the engine runs (api-spec `ApplicationKind`). */
const kinds = (openapi as unknown as { components: { schemas: { ApplicationKind: { enum: ApplicationKind[] } } } }).components.schemas.ApplicationKind.enum;
/** The shared application kit's own code (its tests aside). */
const kit = import.meta.glob<string>(['../components/application/*.{ts,tsx}', '!../components/application/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const zh = (key: MessageKey, params?: MessageParams) => translate('zh', key, params);
const en = (key: MessageKey, params?: MessageParams) => translate('en', key, params);

describe('the application kinds of the app (issue 21: a kind is a plug-in of its feature)', () => {
  it('has a plug-in for every kind the spec names, each opening on a SPEC 2 hidden route', () => {
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.filter((kind) => kindPluginOf(kind) === undefined)).toEqual([]);
    expect(applicationPath({ id: '17 20', kind: 'suspension' })).toBe('/stuBySqView?id=17+20');
    expect(applicationPath({ id: '1720', kind: 'leave' })).toBe('/qjgl/toDetails?id=1720');
    // SPEC 2: a supervisor selection opens in /zlds/apply/view; a scholarship on its own /xyjxj/toDetails (our model).
    expect(applicationPath({ id: '19', kind: 'dsls' })).toBe('/zlds/apply/view?id=19');
    expect(applicationPath({ id: '1', kind: 'scholarship' })).toBe('/xyjxj/toDetails?id=1');
  });

  it('titles each detail after its kind, in both languages', async () => {
    const titles = await Promise.all(
      (['scholarship', 'suspension', 'leave', 'dsls'] as const).map(async (kind) => {
        const parts = (await kindPluginOf(kind)!.load()).default;
        return [detailTitle(zh, { kindName: kind }, parts), detailTitle(en, { kindName: kind }, parts)];
      }),
    );
    expect(titles).toEqual([
      ['奖学金申请详情', 'Scholarship application'],
      ['学籍异动申请详情', 'Status change application'],
      ['请假申请详情', 'Leave application'],
      ['导师遴选申请详情', 'Supervisor selection application'],
    ]);
  });

  it('leaves the shared kit knowing no kind by name: every kind comes to it through the registry', () => {
    expect(Object.keys(kit).length).toBeGreaterThan(5);
    const named = Object.entries(kit).flatMap(([file, source]) =>
      kinds.filter((kind) => new RegExp(`['"\`]${kind}['"\`]`).test(source)).map((kind) => `${file} names ${kind}`),
    );
    expect(named).toEqual([]);
  });

  it('names the kind of an application it has no plug-in for', () => {
    expect(detailTitle(zh, { kindName: '学位' }, undefined)).toBe('学位申请详情');
  });
});
