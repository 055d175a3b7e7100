import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const docs = fileURLToPath(new URL('../../docs/', import.meta.url));

/**
 * Replaces one generated section of a page in docs/ (docs/performance.md unless another is
 * named), leaving the rest of the page as written.
 */
export function writeSection(name: string, content: string, page = 'performance.md') {
  const file = `${docs}${page}`;
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  // A page that does not exist yet starts with its name as the title: `# Performance`.
  const title = page.replace(/\.md$/, '').replace(/^./, (first) => first.toUpperCase());
  const text = existsSync(file) ? readFileSync(file, 'utf8') : `# ${title}\n`;
  const block = `${start}\n${content}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  writeFileSync(
    file,
    pattern.test(text) ? text.replace(pattern, block) : `${text.trimEnd()}\n\n${block}\n`,
  );
}
