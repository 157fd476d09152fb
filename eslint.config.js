import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

// STYLE.md "The flow is visible in the folders": api-spec -> packages/sdk -> packages/mocks -> apps.
// Imports by package name are caught by the built-in no-restricted-imports (they may not even
// resolve, e.g. a package that does not depend on @gs/web); relative imports that climb into
// another folder are caught by import-x/no-restricted-paths, which resolves them to real paths.
const noAppImports = {
  group: ['@gs/web', '@gs/web/*', '@gs/mock-server', '@gs/mock-server/*'],
  message: 'STYLE.md: packages/ sit upstream of apps/ and never import from them; move the shared code into a package.',
};
const noMocksInSdk = {
  group: ['@gs/mocks', '@gs/mocks/*'],
  message: 'STYLE.md: the SDK sits upstream of the mocks (api-spec -> sdk -> mocks -> apps); the mocks import the SDK, not the other way round.',
};

// STYLE.md "Features never import from each other": one zone per folder of apps/web/src/features,
// read when ESLint loads this file (an editor's ESLint server picks up a new feature on restart).
const featuresDir = 'apps/web/src/features';
const features = existsSync(path.join(root, featuresDir))
  ? readdirSync(path.join(root, featuresDir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const featureZones = features.map((feature) => ({
  target: `./${featuresDir}/${feature}`,
  from: `./${featuresDir}`,
  except: [`./${feature}`],
  message: `STYLE.md: features never import from each other (${feature} imports another feature). Move the shared code to src/components or src/lib, or compose the features in src/app.`,
}));

// ARCHITECTURE.md "The web layers": app -> layouts, features -> components -> lib, stores, config, i18n.
// A layer imports only the layers below it, so no folder loop can form; app/ composes the others
// (it hands the views registry to the layouts, which know no feature).
const web = (folder) => `./apps/web/src/${folder}`;
const sharedLayers = ['components', 'lib', 'stores', 'config', 'i18n'];
const layerZones = [
  {
    target: web('layouts'),
    from: [web('features'), web('app')],
    message:
      'ARCHITECTURE.md: layouts know no feature and not the app; take what they need as props or context from app/, or move shared state to src/stores or src/lib.',
  },
  {
    target: web('features'),
    from: [web('app'), web('layouts')],
    message: 'ARCHITECTURE.md: a feature does not import the app or the layouts; move what it needs to src/components or src/lib.',
  },
  ...sharedLayers.map((layer) => ({
    target: web(layer),
    from: [web('features'), web('layouts'), web('app')],
    message: `ARCHITECTURE.md: src/${layer} is shared code below the features, layouts and app; it must not import them.`,
  })),
];

// ARCHITECTURE.md "The mock backend": an area's public surface is its store.ts (the slice and the
// functions it exports: reads, and writes that name what they change) and, where it has one, its
// data.ts (constant reference data: the colleges and majors). Another area imports nothing else of
// it: not its handlers.ts (its HTTP layer), nor its seed, access, kinds or helpers. The shared modules
// at the top of areas/ (the area and application-kind contracts, the people of the seeds, the menu
// groups) are open to every area; the contracts themselves know no area, and the store core and the
// request layer know none either. One pair of zones per area folder, read when ESLint loads this file.
const mocks = (folder) => `./packages/mocks/src/${folder}`;
const areasDir = 'packages/mocks/src/areas';
const areaEntries = existsSync(path.join(root, areasDir)) ? readdirSync(path.join(root, areasDir), { withFileTypes: true }) : [];
const areas = areaEntries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const sharedAreaModules = areaEntries
  .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && entry.name !== 'index.ts')
  .map((entry) => `./${entry.name}`);
const publicSurface = (area) => ['store.ts', 'data.ts'].filter((file) => existsSync(path.join(root, areasDir, area, file))).map((file) => `./${area}/${file}`);
const areaZones = areas.flatMap((area) => {
  const others = areas.filter((other) => other !== area);
  const handlers = others.map((other) => `./${other}/handlers.ts`).filter((file) => existsSync(path.join(root, areasDir, file)));
  return [
    {
      target: mocks(`areas/${area}`),
      from: handlers.map((file) => mocks(`areas/${file.slice(2)}`)),
      message: `ARCHITECTURE.md "The mock backend": an area never imports another area's handlers.ts (${area} does). Shared rules go to the owning slice's store.ts, to http/ (data scope) or to a shared module of areas/.`,
    },
    {
      target: mocks(`areas/${area}`),
      from: mocks('areas'),
      // The registry too: an area's tests seed a store through it (an area module importing it would be
      // an import cycle, which `pnpm cycles` refuses). Other areas' handlers are the zone above's.
      except: [`./${area}`, './index.ts', ...sharedAreaModules, ...handlers, ...others.flatMap(publicSurface)],
      message: `ARCHITECTURE.md "The mock backend": another area is used only through its store.ts (its slice and exported functions) and its data.ts (${area} imports an internal module). Export what is needed from the owning store.ts, or move it to a shared module of areas/.`,
    },
  ];
});
const contractZones = [
  {
    target: [mocks('areas/area.ts'), mocks('areas/application-kind.ts')],
    from: areas.map((area) => mocks(`areas/${area}`)),
    message: 'ARCHITECTURE.md "The mock backend": the area and application-kind contracts know no area; the areas implement them.',
  },
  {
    target: [mocks('core'), mocks('http')],
    from: mocks('areas'),
    message: 'ARCHITECTURE.md "The mock backend": the store core and the request layer know no business area.',
  },
];

export default defineConfig(
  globalIgnores([
    '**/node_modules/**',
    '**/dist/**',
    '**/dist-*/**',
    '**/.turbo/**',
    '**/coverage/**',
    '**/test-results/**',
    '**/playwright-report/**',
    '**/.mock-data/**',
    // openapi-typescript output; the drift check (pnpm sdk:drift) guards it instead.
    'packages/sdk/src/generated/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // `interface AreaTexts extends NoticesMessages {}`: how an area adds its text keys (declaration merging).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },

  // Globals: browser code, node code (servers, scripts, config files, tests).
  {
    files: ['apps/web/src/**', 'packages/*/src/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: [
      'apps/mock-server/**',
      'scripts/**',
      'apps/*/scripts/**',
      'api-spec/scripts/**',
      '**/*.config.{js,mjs,cjs,ts,mts}',
      '**/test/**',
      '**/*.test.{ts,tsx}',
      'apps/web/e2e/**',
    ],
    languageOptions: { globals: globals.node },
  },

  // The Rules of Hooks and the React Compiler checks, for the web app only.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },

  // Accessibility of the markup we write (antd's own components carry their roles): the e2e tests find
  // things by role and label, as assistive technology does.
  {
    files: ['apps/web/src/**/*.tsx'],
    extends: [jsxA11y.configs.recommended],
  },

  // Component tests query as a user does (roles, labels, text), await what is async, never poke the DOM.
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    extends: [testingLibrary.configs['flat/react']],
  },

  // STYLE.md: files and folders in kebab-case (a component file is named after its component, in kebab-case).
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/web/e2e/**/*.ts', 'packages/*/src/**/*.ts', 'packages/*/test/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    ignores: ['**/generated/**', '**/vite-env.d.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },

  // Import boundaries (STYLE.md). A later block's no-restricted-imports replaces an earlier one's
  // for the same file, so the SDK block repeats the packages/ rule.
  {
    files: ['packages/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAppImports] }] },
  },
  {
    files: ['packages/sdk/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAppImports, noMocksInSdk] }] },
  },
  // A page's queries refresh when a kept-alive page is shown again only through the app's useQuery.
  {
    files: ['apps/web/src/**'],
    ignores: [
      'apps/web/src/lib/query.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
      'apps/web/src/components/page-kit/dialog.tsx',
      // Before sign-in there is no <App> to hold a dialog: it keeps its own holder and uses the kit's motion.
      'apps/web/src/components/unsupported-browser.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useQuery'],
              message: "Use useQuery from src/lib/query.ts: it refreshes a kept-alive page's stale queries when the page is shown again.",
            },
            {
              name: 'antd',
              importNames: ['Modal'],
              message: 'Use Dialog or useDialogs from components/page-kit/dialog.tsx: our dialogs open with a fade, so a press as one opens lands.',
            },
          ],
        },
      ],
      // A confirmation is opened through the kit too (useDialogs), for the same reason.
      'no-restricted-syntax': [
        'error',
        {
          selector: "VariableDeclarator[init.callee.property.name='useApp'] > ObjectPattern > Property[key.name='modal']",
          message: 'Use useDialogs from components/page-kit/dialog.tsx for confirmations: our dialogs open with a fade, so a press as one opens lands.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            { target: './packages', from: './apps', message: noAppImports.message },
            { target: './packages/sdk', from: './packages/mocks', message: noMocksInSdk.message },
            ...featureZones,
            ...layerZones,
            ...areaZones,
            ...contractZones,
          ],
        },
      ],
    },
  },
);
