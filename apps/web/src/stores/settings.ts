import { create } from 'zustand';
import {
  defaultThemeSettings,
  type Language,
  type Layout,
  settings,
  type ThemeSettings,
  themeNames,
  layouts,
  tabStyles,
  columnStyles,
  backgrounds,
} from '../config/settings.ts';
import { readJson, removeKey, writeJson } from '../lib/storage.ts';

/** SPEC 3: collapse, language and theme are persisted locally. */
export const settingsStorageKeys = { theme: 'gs-theme', language: 'gs-language', collapse: 'gs-collapse' } as const;

type Device = 'desktop' | 'mobile';

interface SettingsState {
  theme: ThemeSettings;
  language: Language;
  collapse: boolean;
  device: Device;
  /** SPEC 2: the layout chosen on desktop, kept while the mobile width forces vertical. */
  desktopLayout: Layout | undefined;
  setTheme(patch: Partial<ThemeSettings>): void;
  /** The drawer's save button: persists the theme as it is now. */
  saveTheme(): void;
  restoreDefaultTheme(): void;
  randomTheme(): void;
  setLanguage(language: Language): void;
  toggleCollapse(): void;
  setCollapse(collapse: boolean): void;
  setDevice(device: Device): void;
}

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** A saved theme from an older version or edited by hand keeps only the fields that are still valid. */
export function sanitizeTheme(value: unknown): ThemeSettings {
  const saved = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const theme: ThemeSettings = { ...defaultThemeSettings };
  const pick = <K extends keyof ThemeSettings>(key: K, valid: (v: unknown) => v is ThemeSettings[K]) => {
    if (valid(saved[key])) theme[key] = saved[key];
  };
  pick('layout', (v): v is Layout => isOneOf(layouts, v));
  pick('themeName', (v): v is ThemeSettings['themeName'] => isOneOf(themeNames, v));
  pick('background', (v): v is ThemeSettings['background'] => isOneOf(backgrounds, v));
  pick('columnStyle', (v): v is ThemeSettings['columnStyle'] => isOneOf(columnStyles, v));
  pick('tabsBarStyle', (v): v is ThemeSettings['tabsBarStyle'] => isOneOf(tabStyles, v));
  const flags = [
    'fixedHeader',
    'showProgressBar',
    'showTabs',
    'showTabsIcon',
    'showLanguage',
    'showRefresh',
    'showSearch',
    'showTheme',
    'showNotice',
    'showFullScreen',
    'showThemeSetting',
    'collapse',
  ] as const;
  for (const flag of flags) pick(flag, (v): v is boolean => typeof v === 'boolean');
  return theme;
}

const anything = (v: unknown): v is unknown => v !== undefined;

function initialDevice(): Device {
  return typeof window !== 'undefined' && window.innerWidth < settings.mobileBreakpointPx ? 'mobile' : 'desktop';
}

function pickRandom<T>(list: readonly T[], not?: T): T {
  const choices = list.length > 1 ? list.filter((item) => item !== not) : list;
  return choices[Math.floor(Math.random() * choices.length)] as T;
}

export const useSettings = create<SettingsState>()((set, get) => {
  const theme = sanitizeTheme(readJson<unknown>(settingsStorageKeys.theme, {}, anything));
  const language = readJson<Language>(settingsStorageKeys.language, settings.defaultLanguage, (v): v is Language => isOneOf(settings.languages, v));
  const collapse = readJson<boolean>(settingsStorageKeys.collapse, theme.collapse, (v): v is boolean => typeof v === 'boolean');
  const device = initialDevice();
  return {
    theme: device === 'mobile' ? { ...theme, layout: 'vertical' } : theme,
    language,
    collapse: device === 'mobile' ? true : collapse,
    device,
    desktopLayout: device === 'mobile' ? theme.layout : undefined,
    setTheme: (patch) => set((s) => ({ theme: { ...s.theme, ...patch } })),
    saveTheme: () => {
      const { theme: current, device: now, desktopLayout } = get();
      // On a phone the saved layout is the desktop one, not the forced vertical.
      writeJson(settingsStorageKeys.theme, now === 'mobile' && desktopLayout ? { ...current, layout: desktopLayout } : current);
    },
    restoreDefaultTheme: () => {
      removeKey(settingsStorageKeys.theme);
      set((s) => ({ theme: { ...defaultThemeSettings, layout: s.device === 'mobile' ? 'vertical' : defaultThemeSettings.layout } }));
    },
    randomTheme: () =>
      set((s) => ({
        theme: {
          ...s.theme,
          themeName: pickRandom(themeNames, s.theme.themeName),
          background: pickRandom(backgrounds),
          tabsBarStyle: pickRandom(tabStyles),
          columnStyle: pickRandom(columnStyles),
        },
      })),
    setLanguage: (next) => {
      writeJson(settingsStorageKeys.language, next);
      document.documentElement.lang = next === 'zh' ? 'zh-CN' : 'en';
      set({ language: next });
    },
    toggleCollapse: () => get().setCollapse(!get().collapse),
    setCollapse: (next) => {
      writeJson(settingsStorageKeys.collapse, next);
      set({ collapse: next });
    },
    setDevice: (next) => {
      const s = get();
      if (s.device === next) return;
      if (next === 'mobile') {
        // SPEC 2: below 992 px the layout is forced to vertical and the sidebar folds; the old layout is kept.
        set({ device: next, desktopLayout: s.theme.layout, theme: { ...s.theme, layout: 'vertical' }, collapse: true });
      } else {
        set({ device: next, theme: { ...s.theme, layout: s.desktopLayout ?? s.theme.layout }, desktopLayout: undefined, collapse: false });
      }
    },
  };
});
