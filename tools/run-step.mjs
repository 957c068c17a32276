import { spawn } from 'node:child_process';

/** Runs a command with inherited env, streaming its output, and resolves with exit code + output. */
export function runStep(title, command, args, options = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n=== ${title}`);
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } });
    let output = '';
    const forward = (stream, target) =>
      stream.on('data', (chunk) => {
        output += chunk;
        target.write(chunk);
      });
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('close', (code) => {
      console.log(`=== ${title}: exit ${code} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve({ code: code ?? 1, output });
    });
  });
}
