import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Packages are the bottom layer: they never reach up into an app, a UI library or the DOM. */
const pureLayerImports = {
  patterns: [
    {
      group: ['@lf/server', '@lf/web', '@lf/gateway', '**/apps/**'],
      message: 'packages never import apps',
    },
    {
      group: ['react', 'react-*', 'antd', 'konva', 'echarts'],
      message: 'packages are free of UI code',
    },
  ],
};

/**
 * What builds or runs SQL in the server: a query builder's entry points, a transaction, the `sql`
 * template, and any reach through a context's database handle (`ctx.db.…`). Passing the handle on
 * to a query or command is allowed; using it is the domain's work, not a route file's.
 */
const SQL_SYNTAX = [
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|transaction|executeQuery)$/]',
    message: "route files hold no SQL: move the query into the domain's queries.ts or commands.ts",
  },
  {
    selector: "MemberExpression[object.type='MemberExpression'][object.property.name='db']",
    message: "route files hold no SQL: hand ctx.db to the domain's queries.ts or commands.ts",
  },
  {
    selector: "TaggedTemplateExpression[tag.name='sql'], MemberExpression[object.name='sql']",
    message: "route files hold no SQL: move the query into the domain's queries.ts or commands.ts",
  },
];

/** No app imports another app: what two apps share lives in a package. */
const APPS = ['server', 'web', 'gateway'];
const otherApps = (self, message) => ({
  group: APPS.filter((app) => app !== self).flatMap((app) => [`@lf/${app}`, `**/apps/${app}/**`]),
  message,
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', pureLayerImports],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage'],
    },
  },
  {
    files: ['packages/designer/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...pureLayerImports.patterns,
            {
              group: ['node:*', 'fs', 'path', 'net', 'http'],
              message: 'the designer package does no I/O',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [otherApps('web', 'the web app talks to the server over HTTP only')],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [otherApps('server', 'an app never imports an app: share through a package')] },
      ],
    },
  },
  {
    files: ['apps/gateway/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [otherApps('gateway', 'an app never imports an app: share through a package')],
        },
      ],
    },
  },
  {
    // A route file declares calls and calls its domain's queries and commands (docs/architecture.md):
    // it builds no SQL of its own. Types (Db, the tables) may still name what a helper takes.
    files: ['apps/server/src/**/routes.ts', 'apps/server/src/**/*Routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['kysely', '**/db/database', '**/db/schema', '**/db/tables/*'],
              allowTypeImports: true,
              message:
                "route files hold no SQL: move the query into the domain's queries.ts or commands.ts",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/routes.ts', 'apps/server/src/**/*Routes.ts'],
    rules: { 'no-restricted-syntax': ['error', ...SQL_SYNTAX] },
  },
  {
    files: [
      'bench/**/*.ts',
      'apps/*/src/**/main.ts',
      'packages/*/src/**/main.ts',
      'apps/server/src/server.ts',
      'scripts/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
