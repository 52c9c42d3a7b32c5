import { spawn } from 'node:child_process';

// `npm run dev`: the server with reload on change (tsx watch) and the Vite dev server with hot
// module replacement, which proxies /api and /socket.io to the server. Ctrl+C stops both.
const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@cevapla/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', '@cevapla/web'], { stdio: 'inherit' }),
];
process.stdout.write('Cevapla (development): http://localhost:5173/home — API on http://localhost:3000\n');

let exiting = false;
function stopAll(code) {
  if (exiting) return;
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
