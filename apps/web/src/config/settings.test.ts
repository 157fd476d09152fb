import { describe, expect, it } from 'vitest';
import { settings } from './settings.ts';

describe('SPEC 9 constants', () => {
  it('lists the theme names, layouts, tab styles, column styles, backgrounds and languages exactly as SPEC 9 does', () => {
    expect(settings.themeNames).toEqual(['blue-black', 'blue-white', 'green-black', 'green-white', 'red-black', 'red-white', 'ocean']);
    expect(settings.layouts).toEqual(['column', 'comprehensive', 'vertical', 'horizontal', 'common', 'float']);
    expect(settings.tabStyles).toEqual(['card', 'smart', 'smooth']);
    expect(settings.columnStyles).toEqual(['vertical', 'horizontal', 'card', 'arrow']);
    expect(settings.backgrounds).toEqual(['none', 'vab-background']);
    expect(settings.languages).toEqual(['zh', 'en']);
  });

  it('defaults to the float layout (SPEC 2) and the SPEC 3 theme defaults', () => {
    expect(settings.theme).toMatchObject({
      layout: 'float',
      themeName: 'blue-white',
      columnStyle: 'card',
      tabsBarStyle: 'smooth',
      showLanguage: false,
      showSearch: false,
      showFullScreen: false,
      collapse: false,
    });
    expect(settings.defaultLanguage).toBe('zh');
  });

  it('keeps the session, request and upload limits of SPEC 9', () => {
    expect(settings.devPort).toBe(10000);
    expect(settings.publicPath).toBe('/');
    expect(settings.requestTimeoutMs).toBe(300_000);
    expect(settings.successCodes).toEqual([200, 0, '200', '0']);
    expect(settings.tokenName).toBe('token');
    expect(settings.tokenStorageKey).toBe('sys-auth-token');
    expect(settings.messageDurationMs).toBe(3000);
    expect(settings.upload).toEqual({ maxSizeMb: 5, defaultCount: 1, noticeAttachments: 5 });
    expect(settings.chunkLoadTimeoutMs).toBe(120_000);
    expect(settings.mobileBreakpointPx).toBe(992);
    expect(settings.themeDrawerWidthPx).toBe(280);
    expect(settings.table).toEqual({ heightOffsetPx: 291, rowOffsetPx: 60 });
    expect(settings.approval).toEqual({ batchWidthPx: 400, singleWidthPx: 500, historyHeightPx: 145 });
  });
});
