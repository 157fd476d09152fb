import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.turbo/**', '**/coverage/**', 'packages/sdk/src/generated/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**', 'packages/*/src/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['apps/mock-server/**', 'scripts/**', 'api-spec/scripts/**', '**/*.config.{js,ts}', '**/test/**', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: globals.node },
  },
  // STYLE.md: code imports only downstream (api-spec -> sdk -> mocks -> apps).
  {
    files: ['packages/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@gs/web', '@gs/web/*', '@gs/mock-server', '@gs/mock-server/*'], message: 'packages/ never import from apps/.' }] }],
    },
  },
  {
    files: ['packages/sdk/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@gs/mocks', '@gs/mocks/*', '@gs/web', '@gs/web/*', '@gs/mock-server', '@gs/mock-server/*'], message: 'The SDK sits upstream of the mocks and the apps.' }] }],
    },
  },
);
