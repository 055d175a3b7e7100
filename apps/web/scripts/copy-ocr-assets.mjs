// Copies what text recognition needs in the browser into public/vendor/ (git-ignored), so
// the app serves it from its own origin and works on a closed network: tesseract.js's
// worker, its wasm core (the LSTM-only builds, one per level of SIMD support; the worker
// picks one) and the English and Hindi trained data. Run before `vite build` and `vite`.
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const webRoot = fileURLToPath(new URL('..', import.meta.url));
const target = path.join(webRoot, 'public', 'vendor', 'tesseract');
const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));

const files = [
  [path.join(packageDir('tesseract.js'), 'dist', 'worker.min.js'), 'worker.min.js'],
  ...['', 'simd-', 'relaxedsimd-'].map((variant) => [
    path.join(packageDir('tesseract.js-core'), `tesseract-core-${variant}lstm.wasm.js`),
    path.join('core', `tesseract-core-${variant}lstm.wasm.js`),
  ]),
  ...['eng', 'hin'].map((lang) => [
    path.join(packageDir(`@tesseract.js-data/${lang}`), '4.0.0_best_int', `${lang}.traineddata.gz`),
    path.join('lang', `${lang}.traineddata.gz`),
  ]),
];

let copied = 0;
for (const [from, to] of files) {
  const dest = path.join(target, to);
  if (existsSync(dest) && statSync(dest).size === statSync(from).size) continue;
  mkdirSync(path.dirname(dest), { recursive: true });
  copyFileSync(from, dest);
  copied += 1;
}
console.log(
  `OCR assets: ${copied} copied, ${files.length - copied} up to date in public/vendor/tesseract`,
);
