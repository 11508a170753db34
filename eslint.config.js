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

/**
 * Web files that still hold words in English (ADR 19): every other screen's words come from the
 * catalogues, and a word written in its JSX, as text or in an attribute a person reads or hears (a
 * label, a title, a placeholder), fails the lint. The list shrinks as screens move to the catalogues,
 * until it is empty.
 */
const UNTRANSLATED_WEB_FILES = [
  'src/web/components/list-filters.tsx',
  'src/web/features/admin/applications/action-form.tsx',
  'src/web/features/admin/applications/application-detail-page.tsx',
  'src/web/features/admin/applications/applications-list-page.tsx',
  'src/web/features/admin/audit-log/audit-log-page.tsx',
  'src/web/features/admin/components/confirm-action-dialog.tsx',
  'src/web/features/admin/content-management/content-form.tsx',
  'src/web/features/admin/content-management/content-management-page.tsx',
  'src/web/features/admin/content-management/content-preview.tsx',
  'src/web/features/admin/content-management/image-field.tsx',
  'src/web/features/admin/feature-suggestions/feature-suggestions-page.tsx',
  'src/web/features/admin/mail/mail-outbox-page.tsx',
  'src/web/features/admin/maintenance/maintenance-settings-page.tsx',
  'src/web/features/admin/overview/admin-overview-page.tsx',
  'src/web/features/admin/profile-reviews/profile-reviews-page.tsx',
  'src/web/features/admin/profile/admin-profile-page.tsx',
  'src/web/features/admin/providers/providers-page.tsx',
  'src/web/features/admin/reports-page.tsx',
  'src/web/features/admin/users/users-page.tsx',
  'src/web/features/admin/waiting-list/waiting-list-page.tsx',
  'src/web/features/organizations/components/organization-appointments-page.tsx',
  'src/web/features/organizations/components/organization-chooser.tsx',
  'src/web/features/organizations/components/organization-form.tsx',
  'src/web/features/organizations/components/organization-overview-page.tsx',
  'src/web/features/organizations/components/organization-profile-page.tsx',
  'src/web/features/organizations/components/organization-providers-page.tsx',
  'src/web/features/organizations/components/organization-providers-page/affiliation-item.tsx',
  'src/web/features/organizations/components/organization-providers-page/affiliations.tsx',
  'src/web/features/organizations/components/organization-providers-page/confirm-dialog.tsx',
  'src/web/features/organizations/components/organization-providers-page/details-dialog.tsx',
  'src/web/features/organizations/components/organization-providers-page/invitations.tsx',
  'src/web/features/organizations/components/organization-providers-page/invite-form.tsx',
  'src/web/features/organizations/components/parts.tsx',
  'src/web/features/organizations/components/provider-organizations-page.tsx',
  'src/web/features/provider-application/components/application-progress.tsx',
  'src/web/features/provider-application/components/application-status-card.tsx',
  'src/web/features/provider-application/components/application-steps.tsx',
  'src/web/features/provider-application/components/application-wizard.tsx',
  'src/web/features/provider-application/components/photo-picker.tsx',
  'src/web/features/provider-application/provider-application-page.tsx',
  'src/web/features/provider-dashboard/components/account-cards.tsx',
  'src/web/features/provider-dashboard/components/appointment-cards.tsx',
  'src/web/features/provider-dashboard/components/bar-chart.tsx',
  'src/web/features/provider-dashboard/components/insight-cards.tsx',
  'src/web/features/provider-dashboard/components/reconfirm-prompt.tsx',
  'src/web/features/provider-dashboard/overview-page.tsx',
  'src/web/features/provider-profile/components/form-parts.tsx',
  'src/web/features/provider-profile/components/profile-form.tsx',
  'src/web/features/provider-profile/components/profile-photos.tsx',
  'src/web/features/provider-profile/components/profile-status-panel.tsx',
  'src/web/features/provider-profile/profile-editor-page.tsx',
  'src/web/features/providers/components/profile/about-section.tsx',
  'src/web/features/providers/components/reviews/provider-reviews-page.tsx',
  'src/web/features/schedule/components/appointment-types-section.tsx',
  'src/web/features/schedule/components/calendar-section.tsx',
  'src/web/features/schedule/components/make-slots-section.tsx',
  'src/web/features/schedule/components/office-hours-section.tsx',
  'src/web/features/schedule/components/schedule-page.tsx',
  'src/web/features/schedule/components/weekly-hours-section.tsx',
  'src/web/features/subscriptions/components/admin-subscriptions-page.tsx',
  'src/web/features/subscriptions/components/parts.tsx',
  'src/web/features/subscriptions/components/provider-subscription-page.tsx',
];

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
    // Server modules (ADR 17): a module uses another through its service or index.ts, never its
    // repository, and src/server has no import cycle; src/server/lint-boundaries.test.ts proves both
    // refuse. Tests may set up their rows through any repository.
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
              .map((other) => `./src/server/modules/${other}/**/*repository*.ts`),
            message: "A module uses another module's service or index.ts, never its repository.",
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
    ignores: [...UNTRANSLATED_WEB_FILES, 'src/web/**/*.test.tsx', 'src/web/test/**'],
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
);
