// Draws the app's icons (the web app manifest's, Apple's touch icon) from the logo in
// public/favicon.svg with Debian's Chromium, into public/icons/. Run once when the logo
// changes (`node apps/web/scripts/make-icons.mjs`); the PNGs are kept in the repository.
// "maskable" icons fill the whole square and keep the letter inside the middle 80%, which
// Android may cut to a circle or a squircle.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const logo = readFileSync(`${publicDir}favicon.svg`, 'utf8');
const letter = logo.match(/<path[^>]*\/>/)[0];

/** The logo as drawn: a rounded square; maskable: square, the letter scaled into the safe zone. */
const svgFor = (maskable) =>
  maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#4338ca"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)">${letter}</g></svg>`
    : logo;

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
for (const { file, size, maskable } of icons) {
  await page.setViewportSize({ width: size, height: size });
  const svg = svgFor(maskable).replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  await page.screenshot({ path: `${publicDir}icons/${file}`, omitBackground: true });
  console.log(`public/icons/${file}`);
}
await browser.close();
