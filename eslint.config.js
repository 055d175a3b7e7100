import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const web = 'apps/web/src';
/** The web app's shared layers: below the features, so they import neither features nor app. */
const webSharedLayers = ['api', 'config', 'data', 'lib', 'components', 'i18n'];
const webFeatures = readdirSync(`${root}/${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * What may import what (docs/architecture.md, "The layers"): an import against an arrow is an
 * error. One zone per feature, read from the folder, so a new feature is covered the day it
 * is created.
 */
export const boundaryZones = [
  {
    target: 'packages/domain',
    from: 'apps',
    message: 'The domain is pure: it imports nothing of the apps.',
  },
  {
    target: 'apps/api',
    from: 'apps/web',
    message: 'The API never imports the web app; share code through packages/domain.',
  },
  {
    target: 'apps/web',
    from: 'apps/api',
    message: 'The web app never imports the API; share code through packages/domain.',
  },
  {
    target: webSharedLayers.map((layer) => `${web}/${layer}`),
    from: [`${web}/features`, `${web}/app`],
    message:
      'Shared layers (api, config, data, lib, components, i18n) sit below features and app/: move what both need into a shared layer.',
  },
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: `A feature never imports another feature: what ${feature} shares belongs in data/, lib/ or components/.`,
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'app/ composes the features; a feature never imports it (paths live in config/).',
  },
];

/** Letters of a word, English or Hindi: what makes a literal a text someone reads. */
const WORD = '/[A-Za-z\\u0900-\\u097F]/';
/** Attributes and props a person reads or hears: the screen reader's names and the fields' words. */
const USER_FACING_PROPS =
  '/^(aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|title|placeholder|alt|label|hint|description|message|subtitle|confirmLabel|busyLabel)$/';
const literalTextMessage =
  'A text a person reads belongs in the catalogue (apps/web/src/i18n/en/ and hi/): use t.…';
export const literalTextSelectors = [
  `JSXText[value=${WORD}]`,
  `JSXElement > JSXExpressionContainer > Literal[value=${WORD}]`,
  `JSXElement > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${WORD}]`,
  `JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORD}]`,
  `JSXAttribute[name.name=${USER_FACING_PROPS}] > Literal[value=${WORD}]`,
  `JSXAttribute[name.name=${USER_FACING_PROPS}] > JSXExpressionContainer > Literal[value=${WORD}]`,
  `JSXAttribute[name.name=${USER_FACING_PROPS}] > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${WORD}]`,
  `JSXAttribute[name.name=${USER_FACING_PROPS}] TemplateElement[value.raw=${WORD}]`,
].map((selector) => ({ selector, message: literalTextMessage }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/drizzle/**',
      'apps/web/public/vendor/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.js', '.mjs', '.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The web app's `@/` alias and the workspaces' package names resolve as TypeScript does.
      'import-x/resolver': {
        typescript: {
          project: [
            'packages/domain/tsconfig.json',
            'apps/api/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ].map((project) => `${root}/${project}`),
        },
      },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // Packages in node_modules are not walked: a cycle through them is not ours to fix, and
      // walking them is most of the rule's cost.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every text a person sees comes from the catalogue (apps/web/src/i18n), in their language.
    files: ['apps/web/src/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...literalTextSelectors] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nivas/domain',
              importNames: ['formatDate', 'periodLabel', 'monthName'],
              message:
                'English only: the web app formats dates and periods in the interface language with formatDate and periodLabel from @/i18n.',
            },
            {
              name: 'lucide-react',
              message:
                'Icons come from @/components/ui/icons, each from its own module: the package index makes a build load all of its icons.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/ui/icons.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  prettier,
);
