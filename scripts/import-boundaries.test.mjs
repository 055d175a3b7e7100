// The import boundaries of docs/architecture.md, proved to bite: ESLint, run with the
// project's own config, must refuse each import below and accept the allowed ones. An import
// the resolver cannot follow is silently let through by the rules (an `@/` alias that stopped
// resolving would switch them off), so this is checked here rather than assumed.
// Run by `npm run lint`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

/** The import-x findings for `source` as if it were the file at `filePath`. */
async function importProblems(filePath, source) {
  const [result] = await eslint.lintText(source, { filePath });
  const fatal = result.messages.find((message) => message.fatal);
  assert.equal(fatal, undefined, `could not parse the sample: ${fatal?.message}`);
  return result.messages.filter((message) => message.ruleId?.startsWith('import-x/'));
}

const importing = (from) => `import * as sample from '${from}';\nexport const used = sample;\n`;

const refused = [
  [
    'a feature imports another feature',
    'apps/web/src/features/rooms/x.ts',
    '@/features/tenants/tenants-page',
  ],
  [
    'a feature imports another feature by a relative path',
    'apps/web/src/features/rooms/components/x.tsx',
    '../../tenants/tenants-page',
  ],
  ['a feature imports app/', 'apps/web/src/features/rents/x.ts', '@/app/router'],
  [
    'the data layer imports a feature',
    'apps/web/src/data/rooms/x.ts',
    '@/features/rooms/rooms-page',
  ],
  ['lib imports app/', 'apps/web/src/lib/x.ts', '@/app/provider'],
  ['components import a feature', 'apps/web/src/components/ui/x.tsx', '@/features/auth/login-page'],
  ['the domain imports the API', 'packages/domain/src/x.ts', '../../../apps/api/src/app'],
  ['the API imports the web app', 'apps/api/src/x.ts', '../../web/src/config/paths'],
  ['the web app imports the API', 'apps/web/src/lib/x.ts', '../../../api/src/app'],
];

for (const [name, filePath, from] of refused) {
  test(`refused: ${name} (${from})`, async () => {
    const problems = await importProblems(filePath, importing(from));
    assert.deepEqual(
      problems.map((problem) => problem.ruleId),
      ['import-x/no-restricted-paths'],
      JSON.stringify(problems),
    );
    assert.match(problems[0].message, /imported in restricted zone/);
  });
}

const allowed = [
  [
    'a feature imports the data layer',
    'apps/web/src/features/rooms/x.ts',
    '@/data/tenants/get-tenants',
  ],
  ['a feature imports config/', 'apps/web/src/features/rents/x.ts', '@/config/paths'],
  ['a feature imports its own folder', 'apps/web/src/features/rooms/x.ts', './rooms-page'],
  ['app/ imports a feature', 'apps/web/src/app/x.ts', '@/features/auth/logout'],
];

for (const [name, filePath, from] of allowed) {
  test(`allowed: ${name} (${from})`, async () => {
    assert.deepEqual(await importProblems(filePath, importing(from)), []);
  });
}

test('refused: an import cycle (room keys importing the rooms query, which imports them)', async () => {
  const problems = await importProblems(
    'apps/web/src/data/rooms/room-keys.ts',
    importing('./get-rooms'),
  );
  assert.deepEqual(
    problems.map((problem) => problem.ruleId),
    ['import-x/no-cycle'],
    JSON.stringify(problems),
  );
});
