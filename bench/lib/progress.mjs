/** Progress lines on stderr, so the final table on stdout stays clean to copy or pipe. */
const started = Date.now();

function clock() {
  const seconds = Math.floor((Date.now() - started) / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export function say(message) {
  process.stderr.write(`[bench ${clock()}] ${message}\n`);
}

/** Logs the start of a step and returns a function that logs its end with the time it took. */
export function step(title) {
  const stepStarted = Date.now();
  say(`${title} ...`);
  return (detail = '') => say(`${title}: done in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s${detail ? ` (${detail})` : ''}`);
}
