/**
 * The constants of SPEC section 9 (and the theme defaults of SPEC 2 and 3), in one place.
 * Everything else reads them from here, vite.config.ts included (dev port, public path).
 */

/** SPEC 9, in the order the spec lists them. */
export const themeNames = ['blue-black', 'blue-white', 'green-black', 'green-white', 'red-black', 'red-white', 'ocean'] as const;
export const layouts = ['column', 'comprehensive', 'vertical', 'horizontal', 'common', 'float'] as const;
export const tabStyles = ['card', 'smart', 'smooth'] as const;
export const columnStyles = ['vertical', 'horizontal', 'card', 'arrow'] as const;
export const backgrounds = ['none', 'vab-background'] as const;
export const languages = ['zh', 'en'] as const;

export type ThemeName = (typeof themeNames)[number];
export type Layout = (typeof layouts)[number];
export type TabStyle = (typeof tabStyles)[number];
export type ColumnStyle = (typeof columnStyles)[number];
export type Background = (typeof backgrounds)[number];
export type Language = (typeof languages)[number];

/** SPEC 3 "Theme settings"; the settings store and the theme drawer work on this shape. */
export interface ThemeSettings {
  layout: Layout;
  themeName: ThemeName;
  background: Background;
  columnStyle: ColumnStyle;
  fixedHeader: boolean;
  showProgressBar: boolean;
  showTabs: boolean;
  tabsBarStyle: TabStyle;
  showTabsIcon: boolean;
  showLanguage: boolean;
  showRefresh: boolean;
  showSearch: boolean;
  showTheme: boolean;
  showNotice: boolean;
  showFullScreen: boolean;
  showThemeSetting: boolean;
  collapse: boolean;
}

/**
 * Defaults stated by the spec: layout float (SPEC 2), themeName blue-white, columnStyle card,
 * tabsBarStyle smooth, showLanguage/showSearch/showFullScreen/collapse false (SPEC 3).
 * The spec does not state the others; these are our choices: background none, and every
 * remaining switch on, because SPEC 2 lists those controls as present in the shell.
 */
export const defaultThemeSettings = {
  layout: 'float',
  themeName: 'blue-white',
  background: 'none',
  columnStyle: 'card',
  fixedHeader: true,
  showProgressBar: true,
  showTabs: true,
  tabsBarStyle: 'smooth',
  showTabsIcon: true,
  showLanguage: false,
  showRefresh: true,
  showSearch: false,
  showTheme: true,
  showNotice: true,
  showFullScreen: false,
  showThemeSetting: true,
  collapse: false,
} as const satisfies ThemeSettings;

export const settings = {
  title: '研究生教育管理系统',
  titleEn: 'Postgraduate Academic Affairs System',
  /** SPEC 1: page title = page name + ' - ' + product title, optionally reversed. */
  titleSeparator: ' - ',
  titleReverse: false,

  devPort: 10000,
  publicPath: '/',
  /** Where the dev server proxies `/api` to (apps/mock-server); VITE_MOCK_TARGET overrides it. */
  mockServerUrl: 'http://127.0.0.1:10010',
  apiPrefix: '/api',

  requestTimeoutMs: 300_000,
  contentType: 'application/json;charset=UTF-8',
  successCodes: [200, 0, '200', '0'],
  /** SPEC 9 says both "3000 ms" and "from config": this is that config. */
  messageDurationMs: 3000,
  tokenName: 'token',
  tokenStorageKey: 'sys-auth-token',
  loadingText: 'loading',
  loginInterception: true,
  rsaLogin: false,
  guestVisits: false,
  debounceActions: ['doEdit'],
  rsa: { encryptBlockBytes: 117, decryptBlockBytes: 128 },

  upload: {
    maxSizeMb: 5,
    defaultCount: 1,
    noticeAttachments: 5,
  },
  /** SPEC 8/9: a lazy chunk that has not loaded after 120 s is reported as a chunk load error. */
  chunkLoadTimeoutMs: 120_000,

  searchDelayMs: 500,
  defaultPasswordAlertDelayMs: 2000,
  progressBar: { reloadMs: 200, speedMs: 500, trickleMs: 200 },

  /** SPEC 2: below this width the layout is forced to vertical and the device is mobile. */
  mobileBreakpointPx: 992,
  themeDrawerWidthPx: 280,
  /** SPEC 9: table height = window height - heightOffsetPx - rowOffsetPx per extra row. */
  table: { heightOffsetPx: 291, rowOffsetPx: 60 },
  tableTools: { border: false, stripe: false, hiddenSearch: false },
  /** SPEC 2: maximum kept-alive views. */
  maxKeepAlive: 20,

  themeNames,
  layouts,
  tabStyles,
  columnStyles,
  backgrounds,
  languages,
  defaultLanguage: 'zh' satisfies Language,
  theme: defaultThemeSettings,

  /** SPEC 9: names with these extensions are images (thumbnails, in-page preview). */
  imageExtensions: ['jpg', 'gif', 'jpeg', 'webp', 'tif', 'bmp', 'apng', 'ico', 'png'],
  approval: { batchWidthPx: 400, singleWidthPx: 500, historyHeightPx: 145 },

  /** SPEC 4: hour < 8 morning, <= 11 forenoon, <= 13 noon, < 18 afternoon, else evening. */
  greetingHours: { morningBefore: 8, forenoonUntil: 11, noonUntil: 13, afternoonBefore: 18 },
} as const;

/** SPEC 2: paths reachable without signing in. */
export const whiteList = ['/login', '/register', '/callback', '/404', '/403', '/cas', '/demo', '/pubPage/dbgg/index', '/dbggView'] as const;

/**
 * SPEC 2: the hidden detail, form, questionnaire and scheduling routes of the system. A signed-in
 * user whose menu lacks one of them gets /403 (the page exists, not for them); unknown paths get /404.
 */
export const systemRoutes = [
  '/sjpz/form',
  '/dbNotice',
  '/qjgl/toDetails',
  '/sslq/toDetails',
  '/bslq/toDetails',
  '/pubPage/dbggView',
  '/zlds/apply/view',
  '/dsxx/jsinfoView',
  '/stuDetails',
  '/rwfb/form',
  '/addXjyd',
  '/myjob/dotest',
  '/sjpjhz/indexmx',
  '/xjxxEdit',
  '/xyjxjHz',
  '/pyfa/pyfambgl',
  '/pyfazd/pyfazdForm',
  '/pyfack/pyfaView',
  '/zdyxd/xspyjhView',
  '/pkxxwh/pkjhForm',
  '/pkxxwh/rqpkjhForm',
  '/whcjgl/indexCjmx',
  '/xscjgb/indexView',
  '/cjlr/xkxsIdex',
  '/stuBySqView',
  '/stuXwsqView',
  '/examination/form',
  '/examination/edit',
  '/examination/index',
  '/examination/answer/view',
  '/examination/answer/analysis',
  '/pkgl/pkxxwh/ZcPkxxForm',
  '/pkgl/pkxxwh/RqPkxxForm',
  '/pkxxwh/xsxkjg/xsxkjg',
] as const;

/** SPEC 4 and 6 switches (config, not user settings). */
export const accessControl = {
  /** Routes with a meta guard are shown only to users who pass it. */
  rolesControl: true,
  /** Redirect to the original path after sign-in. */
  recordRoute: true,
  /** The menu comes from the server (authentication mode 'all'). */
  authentication: 'all',
} as const;

/**
 * The quick theme panel's source-code key check (SPEC 2, 8 'key is incorrect'): only the SHA-256 of
 * the key ships, and the address it unlocks. The demo key is `gs-admin-source` (README).
 */
export const sourceCode = {
  keySha256: 'c789292c0bfad19964d5312f0565f2e3c68fa45b0d876149584a5e627a99ecf3',
  url: 'https://git.example.edu.cn/graduate/gs-admin',
} as const;
