import { type ThemeConfig, theme as antdTheme } from 'antd';
import type { ThemeName, ThemeSettings } from '../config/settings.ts';

interface Palette {
  primary: string;
  /** Menu surface: dark for the '-black' themes and ocean, light for '-white'. */
  dark: boolean;
  menuBg: string;
  subMenuBg: string;
}

/**
 * SPEC 9's seven themes as antd tokens: a primary colour and a dark or light menu. The primaries are
 * dark enough for white text on them and for links on white (WCAG AA 4.5:1).
 */
export const palettes: Record<ThemeName, Palette> = {
  'blue-black': { primary: '#0f6ad8', dark: true, menuBg: '#001529', subMenuBg: '#000c17' },
  'blue-white': { primary: '#0f6ad8', dark: false, menuBg: '#ffffff', subMenuBg: '#fafafa' },
  'green-black': { primary: '#178257', dark: true, menuBg: '#1f2d3d', subMenuBg: '#17212c' },
  'green-white': { primary: '#178257', dark: false, menuBg: '#ffffff', subMenuBg: '#f6fbf8' },
  'red-black': { primary: '#c8372d', dark: true, menuBg: '#2a1f24', subMenuBg: '#1f1619' },
  'red-white': { primary: '#c8372d', dark: false, menuBg: '#ffffff', subMenuBg: '#fdf7f6' },
  ocean: { primary: '#0b7a85', dark: true, menuBg: '#0b3d5c', subMenuBg: '#093049' },
};

/** SPEC 9 background 'vab-background': a soft picture behind the menu, drawn with gradients (no asset). */
export function menuBackground(settings: Pick<ThemeSettings, 'background' | 'themeName'>): string | undefined {
  if (settings.background !== 'vab-background') return undefined;
  const palette = palettes[settings.themeName];
  return palette.dark
    ? `radial-gradient(circle at 20% 0%, ${palette.primary}55, transparent 55%), linear-gradient(180deg, ${palette.menuBg}, ${palette.subMenuBg})`
    : `radial-gradient(circle at 20% 0%, ${palette.primary}22, transparent 55%), linear-gradient(180deg, #ffffff, ${palette.subMenuBg})`;
}

/** Tab styles of SPEC 9 as Tabs tokens: card (boxed), smart (underline), smooth (rounded, filled). */
function tabsTokens(style: ThemeSettings['tabsBarStyle'], primary: string): NonNullable<ThemeConfig['components']>['Tabs'] {
  switch (style) {
    case 'card':
      return { cardBg: '#fafafa', cardGutter: 4, horizontalMargin: '0', itemActiveColor: primary };
    case 'smart':
      return { cardBg: 'transparent', cardGutter: 8, inkBarColor: primary, itemSelectedColor: primary };
    case 'smooth':
      return { cardBg: '#f0f2f5', cardGutter: 6, itemSelectedColor: primary, borderRadius: 10 };
  }
}

export function themeConfig(settings: ThemeSettings): ThemeConfig {
  const palette = palettes[settings.themeName];
  return {
    algorithm: antdTheme.defaultAlgorithm,
    token: { colorPrimary: palette.primary, colorLink: palette.primary, borderRadius: 6 },
    components: {
      Layout: { siderBg: palette.menuBg, headerBg: '#ffffff', headerPadding: '0 16px', headerHeight: 56, bodyBg: '#f0f2f5' },
      Menu: {
        darkItemBg: palette.dark ? palette.menuBg : undefined,
        darkSubMenuItemBg: palette.dark ? palette.subMenuBg : undefined,
        darkPopupBg: palette.dark ? palette.menuBg : undefined,
        darkItemSelectedBg: palette.primary,
        itemSelectedBg: `${palette.primary}1a`,
        itemSelectedColor: palette.primary,
      },
      Tabs: tabsTokens(settings.tabsBarStyle, palette.primary),
    },
  };
}
