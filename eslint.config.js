import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Web import direction (bulletproof-react): shared (components, lib, i18n) -> features -> app.
// A feature never imports another feature; shared code never imports features or app.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const noOtherFeature = (feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              '@/features/*',
              `!@/features/${feature}`,
              `!@/features/${feature}/**`,
              '@/app/**',
            ],
            message: 'A feature imports only itself and shared code (components, lib, i18n).',
          },
          {
            group: ['../../*', '!../../' + feature],
            message: 'Use @/ imports; features do not import each other.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...webFeatures.map(noOtherFeature),
  {
    files: ['apps/web/src/{components,lib,i18n}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**', '@/app/**', '../features/**', '../app/**'],
              message: 'Shared code does not import features or app.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's domain does not know HTTP or sockets: it owns its ports (domain/events for
    // realtime events) and the outer layers (http/, realtime/, jobs) plug into them.
    files: ['apps/server/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify/**', '@fastify/*', 'socket.io', 'socket.io/**'],
              message:
                'The domain does not use HTTP or Socket.IO; take what it needs as a parameter.',
            },
            {
              group: ['**/http', '**/http/**', '**/realtime', '**/realtime/**'],
              message:
                'The domain does not import http/ or realtime/ (not even types); its ports live in domain/ (e.g. domain/events).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
