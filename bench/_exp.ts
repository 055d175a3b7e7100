import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { build } from 'vite';
import { chromium } from '@playwright/test';
const root = '/work/main';
const outDir = '/tmp/exp/page';
await build({ configFile: false, root: path.join(root, 'bench/ocr-page'), publicDir: path.join(root, 'apps/web/public'), logLevel: 'warn', build: { outDir, emptyOutDir: true, target: 'es2022' } });
const manifest = JSON.parse(readFileSync(path.join(root, 'e2e/fixtures/cards/out/manifest.json'), 'utf8'));
const server = createServer((req, res) => {
  const p = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
  const card = manifest.cards.find((c: any) => '/__cards/' + c.id === p);
  const file = card ? card.png : path.join(outDir, p === '/' ? 'index.html' : p);
  try { const body = readFileSync(file); res.writeHead(200, { 'Content-Type': file.endsWith('.js') ? 'text/javascript' : file.endsWith('.html') ? 'text/html' : file.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream' }); res.end(body); } catch { res.writeHead(404).end(); }
});
await new Promise<void>((r) => server.listen(5192, '127.0.0.1', () => r()));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console:', m.text()));
await page.goto('http://127.0.0.1:5192/');
await page.waitForFunction(() => typeof (window as any).exp === 'object');
const ids = (process.env.IDS ?? 'card-13-modern-none,card-19-older-none,card-22-hindi-none').split(',');
const psm = process.env.PSM ?? '3';
for (const id of ids) {
  const out = await page.evaluate(async ({ id, psm }) => {
    const { ocr, prep } = (window as any).exp;
    const blob = await (await fetch('/__cards/' + id)).blob();
    const bmp = await prep.decodeImage(blob);
    const img = prep.prepareForOcr(bmp);
    const w = await ocr.startOcrWorker();
    await w.setParameters({ tessedit_pageseg_mode: psm });
    const t = performance.now();
    const { data } = await w.recognize(prep.toPgm(img));
    // preview png of prepared
    const c = new OffscreenCanvas(img.width, img.height); const ctx = c.getContext('2d')!;
    const id2 = ctx.createImageData(img.width, img.height);
    for (let i = 0; i < img.pixels.length; i++) { id2.data[i*4]=id2.data[i*4+1]=id2.data[i*4+2]=img.pixels[i]; id2.data[i*4+3]=255; }
    ctx.putImageData(id2, 0, 0);
    const b = await c.convertToBlob({ type: 'image/png' });
    const buf = new Uint8Array(await b.arrayBuffer()); let s = ''; for (let i = 0; i < buf.length; i += 0x8000) s += String.fromCharCode(...buf.subarray(i, i + 0x8000));
    return { text: data.text, ms: performance.now() - t, png: btoa(s) };
  }, { id, psm });
  writeFileSync(`/tmp/exp/${id}.png`, Buffer.from(out.png, 'base64'));
  console.log(`== ${id} ${out.ms.toFixed(0)}ms\n${out.text}`);
}
await browser.close(); server.close();
