// `engines` promises a Node.js version: every installed package must run on the lowest one it
// promises. content-disposition 3 and cookie 2 ask for Node 22; the root package.json's
// `overrides` pins the Node 20 releases with the same API (content-disposition 2, cookie 1.1),
// and this check fails when an update brings back a package that would refuse Node 20.
// Run by `npm run lint`.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = fileURLToPath(new URL('..', import.meta.url));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Every package folder under `dir`, nested `node_modules` and scopes included. */
function* packages(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (name.startsWith('@')) {
      yield* packages(full);
      continue;
    }
    if (existsSync(path.join(full, 'package.json'))) yield full;
    yield* packages(path.join(full, 'node_modules'));
  }
}

test('every installed package accepts the lowest Node.js version that engines promises', () => {
  const promised = readJson(path.join(root, 'package.json')).engines.node;
  const lowest = semver.minVersion(promised).version;
  const refusing = [];
  let checked = 0;
  for (const folder of packages(path.join(root, 'node_modules'))) {
    const { name, version, engines } = readJson(path.join(folder, 'package.json'));
    const range = engines?.node;
    if (typeof range !== 'string') continue;
    checked += 1;
    if (!semver.satisfies(lowest, range)) refusing.push(`${name}@${version} wants node ${range}`);
  }
  assert.ok(checked > 100, `only ${checked} packages declare engines: is node_modules installed?`);
  assert.deepEqual(refusing, [], `these packages refuse Node ${lowest}`);
});
