import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import layers from './eslint/layers.js';

/** Globals of the few plain .js/.mjs files (TypeScript checks the rest). */
const nodeGlobals = { URL: 'readonly', process: 'readonly', console: 'readonly' };
const browserGlobals = { window: 'readonly', document: 'readonly', console: 'readonly', URL: 'readonly', DOMException: 'readonly' };

export default defineConfig(
  { ignores: ['dist/**', 'reports/**', 'test-results/**', 'playwright-report/**', 'data/**', 'site/public/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks what is left out on purpose (rest siblings, unused parameters).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  { files: ['eslint/**/*.js', 'eslint.config.js', 'site/build/**/*.mjs'], languageOptions: { globals: nodeGlobals } },
  { files: ['tests/fixtures/hosts/**/*.js'], languageOptions: { globals: browserGlobals } },
  // The layers: see eslint/layers.js and the README.
  { plugins: { layers }, rules: { 'layers/boundaries': 'error' } },
  {
    files: ['site/**/*.tsx', 'site/**/*.ts', 'widgets/**/*.tsx', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Preact with the classic runtime: `h` and `Fragment` are used by the compiled JSX.
    files: ['widgets/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^(_|h|Fragment)$', argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Four shadow-DOM effects read refs on purpose once; left to the widgets' owners to settle.
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
