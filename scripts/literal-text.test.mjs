// The rule that keeps texts in the catalogue (eslint.config.js, literalTextSelectors), proved to
// bite: each sample below is a component as someone might write it, linted with the project's
// own config as a file of the web app. Run by `npm run lint`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });
const filePath = 'apps/web/src/features/rooms/components/sample.tsx';

async function literalTextProblems(jsx) {
  const source = `import { t } from '@/i18n';\nexport const Sample = ({ n }: { n: number }) => (\n  ${jsx}\n);\n`;
  const [result] = await eslint.lintText(source, { filePath });
  const fatal = result.messages.find((message) => message.fatal);
  assert.equal(fatal, undefined, `could not parse the sample: ${fatal?.message}`);
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax');
}

const refused = [
  ['English text', '<p>Save Room</p>'],
  ['Hindi text', '<p>कमरा सहेजें</p>'],
  ['a text beside an expression', '<p>Page {n}</p>'],
  ['a string child', "<p>{'Loading...'}</p>"],
  ['a template child', '<p>{`${n} rooms`}</p>'],
  ['a text in a condition', "<p>{n > 1 ? 'Rooms' : t.rooms.title}</p>"],
  ['a text after &&', "<p>{n > 0 && 'Vacant'}</p>"],
  ['an aria-label', '<button type="button" aria-label="Close menu" />'],
  ['a title', '<span title="Vacant" />'],
  ['a placeholder', "<input placeholder={'Search rooms...'} />"],
  ['an alt', '<img src="/x.png" alt="Photo of the tenant" />'],
  ["a component's label", '<Field label="Room number" />'],
  ["a component's hint in a template", '<Field label={t.rooms.title} hint={`Up to ${n}`} />'],
];

for (const [name, jsx] of refused) {
  test(`refused: ${name}`, async () => {
    const problems = await literalTextProblems(jsx);
    assert.equal(problems.length, 1, `${jsx} passed the rule`);
    assert.match(problems[0].message, /catalogue/);
  });
}

const allowed = [
  ['catalogue texts', '<p title={t.rooms.title}>{t.rooms.subtitle}</p>'],
  ['symbols and numbers', '<p>{n} · — / 1 ₹</p>'],
  [
    'class names, types and ids',
    '<input type="text" id="room-number" className="text-sm" name="roomNumber" />',
  ],
  ['an attribute nobody reads', '<svg role="img" aria-hidden="true" data-state="open" />'],
];

for (const [name, jsx] of allowed) {
  test(`allowed: ${name}`, async () => {
    assert.deepEqual(await literalTextProblems(jsx), []);
  });
}
