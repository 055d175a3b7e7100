// `npm run dev`: the API with reload on change, and Vite with hot reload proxying /api to it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn('npm', ['run', 'dev', '-w', '@nivas/api'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@nivas/web'], { cwd: root, stdio: 'inherit' }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);
children.forEach((child) => child.on('exit', stopAll));
