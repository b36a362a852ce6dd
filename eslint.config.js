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

// The server's domain does not know HTTP or sockets (see the domain block below).
const domainImportFence = [
  {
    group: ['fastify', 'fastify/**', '@fastify/*', 'socket.io', 'socket.io/**'],
    message: 'The domain does not use HTTP or Socket.IO; take what it needs as a parameter.',
  },
  {
    group: ['**/http', '**/http/**', '**/realtime', '**/realtime/**'],
    message:
      'The domain does not import http/ or realtime/ (not even types); its ports live in domain/ (e.g. domain/events).',
  },
];
// Holding a LocationScope proves the access check admitted the caller to that location.
const onlyTheAccessCheckGrantsScope = {
  group: ['**/locations/location-scope'],
  importNames: ['grantLocationScope'],
  message:
    'Only the access decision (domain/locations/location-access.ts) grants a LocationScope; take it from locationScopeOf(request), or testScope() in tests.',
};
// Route files do no look-ups of their own (docs/server.md): they hand the request to a domain
// function, which reads within the LocationScope.
const routeLookupFence = [
  {
    group: ['drizzle-orm', 'drizzle-orm/**', '**/db/schema', '**/db/schema/**'],
    message: 'Route files do no look-ups of their own: call a domain function.',
  },
  {
    group: ['**/domain/educations/require-education'],
    importNames: ['requireEducation'],
    message: 'Route files do no look-ups of their own: the domain function finds the education.',
  },
];
const locationScopeCasts = ['TSAsExpression', 'TSTypeAssertion'].map((cast) => ({
  selector: `${cast}[typeAnnotation.typeName.name='LocationScope']`,
  message: 'A LocationScope comes from the access check, never from a cast.',
}));
const sessionDelete = {
  selector: "CallExpression[callee.property.name='delete'][arguments.0.name='sessions']",
  message:
    'End sessions through domain/auth/sessions.ts (endSession, endUserSessions): they close the sessions’ realtime sockets too.',
};
const scopeGranters = [
  'apps/server/src/domain/locations/location-access.ts',
  'apps/server/test/helpers/location-scope.ts',
];

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
    // Tenancy carried in the type (docs/server.md): a LocationScope is granted by the access
    // decision (domain/locations/location-access.ts) and, in tests, by their helper; by nothing
    // else.
    files: ['apps/server/**/*.ts'],
    ignores: [...scopeGranters, 'apps/server/src/domain/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [onlyTheAccessCheckGrantsScope] }] },
  },
  {
    files: ['apps/server/src/http/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...routeLookupFence, onlyTheAccessCheckGrantsScope] },
      ],
    },
  },
  {
    // The server's domain does not know HTTP or sockets: it owns its ports (domain/events for
    // realtime events) and the outer layers (http/, realtime/, jobs) plug into them.
    files: ['apps/server/src/domain/**/*.ts'],
    ignores: scopeGranters,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...domainImportFence, onlyTheAccessCheckGrantsScope] },
      ],
    },
  },
  {
    files: ['apps/server/src/domain/locations/location-access.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: domainImportFence }] },
  },
  {
    // ... nor is one made by a cast (`{ locationId } as LocationScope` would compile).
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/src/domain/locations/location-scope.ts'],
    rules: { 'no-restricted-syntax': ['error', ...locationScopeCasts] },
  },
  {
    // A session ends only through domain/auth/sessions.ts, whose functions also close its
    // realtime sockets (docs/realtime.md "A socket ends with its session").
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/domain/locations/location-scope.ts',
      'apps/server/src/domain/auth/sessions.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...locationScopeCasts, sessionDelete] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A function small enough to read at once: a longer component is split into hooks and
    // presentational parts, a longer use case into named steps (docs/server.md, docs/forms.md).
    // A test's describe block is a list of cases, not a function to read, so tests are exempt.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
);
