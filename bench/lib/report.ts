import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const file = fileURLToPath(new URL('../../docs/performance.md', import.meta.url));

/** Replaces one generated section of docs/performance.md, leaving the rest of the page as written. */
export function writeSection(name: string, content: string) {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const page = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const block = `${start}\n${content}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  writeFileSync(
    file,
    pattern.test(page) ? page.replace(pattern, block) : `${page.trimEnd()}\n\n${block}\n`,
  );
}
