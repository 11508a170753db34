import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Every folder of src/server/modules; each one is its own zone. */
const serverModules = readdirSync(new URL('./src/server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every folder of src/web/features; each one is its own zone. */
const webFeatures = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** JSX attributes that hold code, addresses or styles, never words. */
const NOT_WORDS_ATTRIBUTES = [
  'className',
  'style',
  'type',
  'key',
  'id',
  'name',
  'role',
  'to',
  'href',
  'src',
  'rel',
  'lang',
  'hrefLang',
  'target',
  'method',
  'action',
  'autoComplete',
  'inputMode',
  'htmlFor',
  'variant',
  'size',
  'tone',
  'side',
  'align',
  'end',
  'aria-hidden',
  'aria-live',
  'aria-current',
  'data-.*',
  'aria-describedby',
  'aria-controls',
  'aria-labelledby',
  // The key of <T>, a message with a link in it.
  'k',
  // Which dashboard section or audience a part is for, and where a toast sits (codes).
  'what',
  'area',
  'audience',
  'position',
  'defaultRole',
];

/**
 * Calls in JSX whose strings are keys or code, never words: the plugin's own list (`t` first), then a
 * form field's name, a mode, a scroll option.
 */
const NOT_WORDS_CALLEES = [
  'i18n(ext)?',
  't',
  'require',
  'addEventListener',
  'removeEventListener',
  'postMessage',
  'getElementById',
  'dispatch',
  'commit',
  'includes',
  'indexOf',
  'endsWith',
  'startsWith',
  'register',
  'setMode',
  'scrollIntoView',
  'scrollTo',
  'setValue',
  'byCaregiver',
  'may',
  'list',
];

/** Object properties in JSX whose strings are codes or styles: a status to move to, a link's target. */
const NOT_WORDS_PROPERTIES = ['to', 'kind', 'target', 'rel', 'behavior', 'fontSize', 'color', 'background'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      '.data-*',
      'src/server/db/migrations',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // A function longer than a screenful or three is split by what its parts are about: a component
    // into sub-components and hooks, a service into helpers. Tests and their helpers read best as one
    // scenario each.
    files: ['**/*.{js,mjs,ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**', 'src/**/test/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser bundle must never pull in server code (secrets, database drivers).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A leading '#' would start a comment in these gitignore-style patterns: escaped.
              group: ['\\#server/*', '**/server/**'],
              message: 'Web code must not import server code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Web layers (ADR 17): shared → components/lib → features → app. A feature never imports another
    // feature, and components/lib never import a feature or the app; src/web/lint-boundaries.test.ts
    // proves each zone refuses.
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: fileURLToPath(new URL('.', import.meta.url)),
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message:
                'A web feature does not import another: move what both need to src/web/components or src/web/lib.',
            })),
            {
              target: ['./src/web/components', './src/web/lib'],
              from: ['./src/web/features', './src/web/app'],
              message: 'Shared web code does not import features or the app: let the app pass them in.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server modules (ADR 17): a module uses another only through that module's index.ts or its
    // service (service.ts, admin-service.ts…), never its other files, and src/server has no import
    // cycle; src/server/lint-boundaries.test.ts proves both refuse. Tests may set up their rows
    // through any file.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    plugins: { 'import-x': importX },
    // The rules read the imported TypeScript files themselves.
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: fileURLToPath(new URL('.', import.meta.url)),
          zones: serverModules.map((module) => ({
            target: `./src/server/modules/${module}/**`,
            from: serverModules
              .filter((other) => other !== module)
              .map((other) => `./src/server/modules/${other}/**`),
            // With glob zones the exceptions are matched against the whole path of the imported file.
            except: ['index.ts', 'service.ts', '*-service.ts'].map((file) =>
              fileURLToPath(new URL(`./src/server/modules/*/${file}`, import.meta.url)),
            ),
            message: "A module uses another module's index.ts or service, never its other files.",
          })),
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['\\#server/*', '\\#web/*', '**/server/**', '**/web/**'],
              message: 'Shared code has no I/O and no side.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/**/*.test.tsx', 'src/web/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { exclude: NOT_WORDS_ATTRIBUTES },
          callees: { exclude: NOT_WORDS_CALLEES },
          'object-properties': { exclude: ['[A-Z_-]+', ...NOT_WORDS_PROPERTIES] },
          // Strings without a letter (a phone pattern, a dash, a dot) and all-capital codes.
          words: { exclude: ['[^A-Za-zÀ-ÿ]+', '[A-Z_-]+'] },
          message: 'Words a person reads come from the catalogues (ADR 19): use t().',
        },
      ],
    },
  },
  {
    // Outside JSX the plugin above sees nothing: a toast's words and a formatter's language are held
    // here (lint-boundaries.test.ts).
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...["CallExpression[callee.name='toast']", "CallExpression[callee.object.name='toast']"].map(
          (call) => ({
            selector: `${call}[arguments.0.type=/^(Literal|TemplateLiteral)$/]`,
            message: 'A toast says words from the catalogues (ADR 19): toast(t(...)).',
          }),
        ),
        {
          selector: "NewExpression[callee.object.name='Intl'][arguments.0.type='Literal']",
          message: "Format in the page's language (ADR 19): pass the locale, never a fixed one.",
        },
      ],
    },
  },
);
