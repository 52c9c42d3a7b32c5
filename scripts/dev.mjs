import { spawn } from 'node:child_process';

// `npm run dev`: the server with reload on change (tsx watch) and the Vite dev server with hot
// module replacement, which proxies /api and /socket.io to the server. Ctrl+C stops both. Each runs
// in a process group of its own, so stopping reaches every process npm started for it.
const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@cevapla/server'], { stdio: 'inherit', detached: true }),
  spawn('npm', ['run', 'dev', '--workspace', '@cevapla/web'], { stdio: 'inherit', detached: true }),
];
process.stdout.write('Cevapla (development): http://localhost:5173/home — API on http://localhost:3000\n');

let exiting = false;
function stopAll(code) {
  if (exiting) return;
  exiting = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
