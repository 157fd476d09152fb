import { describe, expect, it } from 'vitest';
import { settings } from './settings.ts';

describe('SPEC 9 constants', () => {
  it('lists the seven themes, six layouts, three tab styles and four column styles', () => {
    expect(settings.themeNames).toEqual(['blue-black', 'blue-white', 'green-black', 'green-white', 'red-black', 'red-white', 'ocean']);
    expect([...settings.layouts].sort()).toEqual(['column', 'common', 'comprehensive', 'float', 'horizontal', 'vertical']);
    expect(settings.tabStyles).toEqual(['card', 'smart', 'smooth']);
    expect(settings.columnStyles).toEqual(['vertical', 'horizontal', 'card', 'arrow']);
  });

  it('defaults to the float layout, blue-white theme and zh (SPEC 2, 3, 9)', () => {
    expect(settings.theme.layout).toBe('float');
    expect(settings.theme.themeName).toBe('blue-white');
    expect(settings.defaultLanguage).toBe('zh');
    expect(settings.tokenStorageKey).toBe('sys-auth-token');
    expect(settings.devPort).toBe(10000);
  });
});
