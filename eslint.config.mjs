// Lint with import boundaries (issue 7 §5, eslint/boundaries.mjs, docs/decisions/0007-boundaries.md), and the
// domain stays pure (no firebase, no node built-ins) because the browser imports it.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundariesConfig } from './eslint/boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.state/**',
      'test-output/**',
      'firebase.stack-*.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', 'eslint.config.mjs', 'eslint/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
  {
    files: ['eslint/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', exports: 'writable', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // decision 0050: a refresh names the owner's key factory (platform/queryKeys.ts when it is another part's answer)
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(invalidate|cancel|refetch|reset|remove)Queries$|^isFetching$|^(get|set)QueriesData$/] > ObjectExpression > Property[key.name='queryKey'] > ArrayExpression",
          message:
            'Name the query key through its key factory (the owner’s keys, platform/queryKeys.ts for another part’s answers; decision 0050), not a string array.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(set|get)QueryData$|^getQueryState$/] > ArrayExpression.arguments:first-child',
          message:
            'Name the query key through its key factory (the owner’s keys, platform/queryKeys.ts for another part’s answers; decision 0050), not a string array.',
        },
      ],
    },
  },
  // The functions group rule can be switched off alone (false) while cross-group imports are being moved.
  ...boundariesConfig({ functionsGroups: true }),
  {
    files: ['functions/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
                'firebase',
                'firebase/*',
              ],
              message: 'The domain is pure: no Firebase.',
            },
            {
              group: ['node:*', 'fs', 'path', 'crypto', 'http', 'https', 'os'],
              message: 'The domain is pure: no Node built-ins (the browser imports it).',
            },
          ],
        },
      ],
    },
  },
);
