/**
 * For `npm run bench:ocr`: the web app's card reader built alone into a page (bench/ocr-page)
 * with the app's public/ folder, served from loopback with the pictures to read, and driven in
 * headless Chromium exactly as the wizard drives it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AadhaarFields } from '@nivas/domain';
import type { Page } from '@playwright/test';
import { build } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function buildBenchPage(): Promise<string> {
  // Under a dist/ folder: git, ESLint and Prettier all leave those alone.
  const outDir = path.join(root, 'bench', 'ocr-page', 'dist');
  spawnSync('node', ['apps/web/scripts/copy-ocr-assets.mjs'], { cwd: root, stdio: 'inherit' });
  await build({
    configFile: false,
    root: path.join(root, 'bench', 'ocr-page'),
    publicDir: path.join(root, 'apps', 'web', 'public'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/** A plain static server on loopback: the page and its assets, and `pictures` under /__pictures/N. */
export function servePage(dir: string, pictures: readonly string[], port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const picture = /^\/__pictures\/(\d+)$/.exec(pathname);
    const file = picture
      ? pictures[Number(picture[1])]
      : path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file || (!picture && !file.startsWith(dir))) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'Content-Type':
          CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

export interface PageReading {
  /** Null when the reader refused the picture as no Aadhaar card. */
  fields: AadhaarFields | null;
  qr: string | null;
  turn: number;
  passes: number;
  /** Milliseconds: QR code, preparing the picture, text recognition (every pass). */
  steps: [number, number, number];
  text: string;
  ms: number;
}

/** Reads picture number `index` with the app's reader, timed from the file to the fields. */
export function readInPage(page: Page, index: number): Promise<PageReading> {
  return page.evaluate(async (n) => {
    const blob = await (await fetch(`/__pictures/${n}`)).blob();
    const started = performance.now();
    const reading = await window.readAadhaarCard(blob);
    return {
      fields: reading.isCard ? reading.picture.fields : null,
      qr: reading.qr,
      turn: reading.turn,
      passes: reading.timings.passes,
      steps: [reading.timings.qrMs, reading.timings.prepareMs, reading.timings.ocrMs] as [
        number,
        number,
        number,
      ],
      text: reading.text,
      ms: performance.now() - started,
    };
  }, index);
}
