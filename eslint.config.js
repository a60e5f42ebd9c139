// Flat config. Deno edge functions are checked by `deno lint` instead (see typecheck:functions),
// except their portable folder, which the site and the scripts import too.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from '#lint/import-boundaries.ts';

export default defineConfig(
  {
    ignores: [
      'dist',
      '.data',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench/lighthouse',
      'supabase/functions/*',
      '!supabase/functions/_shared/',
      'supabase/functions/_shared/*',
      '!supabase/functions/_shared/portable/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['scripts/**', 'supabase/local/**', 'tests/**', 'lint/**', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  importBoundaries(import.meta.dirname),
);
