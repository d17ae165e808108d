// Lint with import boundaries (DESIGN §10): features never import each other, web and functions share only the
// domain, and the domain stays pure (no firebase, no node built-ins) because the browser imports it.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const featureBoundaries = features.map((feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: features
          .filter((other) => other !== feature)
          .flatMap((other) => [`@/features/${other}/*`, `**/features/${other}/*`])
          .map((group) => ({
            group: [group],
            message: 'Features do not import each other; move shared code to components/ or platform/.',
          })),
      },
    ],
  },
}));

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
    files: ['scripts/**/*.mjs', 'eslint.config.mjs'],
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
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/functions/src/*', '!**/functions/src/domain', '**/functions/src/!(domain)/**'],
              message: 'Web shares only the domain with functions: import it as @domain/….',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
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
            {
              group: ['../platform/*', '../../platform/*', '../*/service', '../../*/service'],
              message: 'The domain depends on nothing but itself and zod.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/*', '@/*'], message: 'Functions never import web code.' }] },
      ],
    },
  },
);
