// Jest prints "Tests:  1 failed, 12 passed, 13 total" (Nx prefixes it with the project name);
// Playwright prints "  12 passed (30s)". Colour codes (a jest run that thinks it has a terminal)
// are taken out first.
const COLOUR_CODE = /\u001b\[[0-9;]*m/g;

export function countTests(output) {
  let passed = 0;
  let failed = 0;
  for (const line of output.replace(COLOUR_CODE, '').split('\n')) {
    const jest = /(?:^|: )Tests:\s+(.*)total/.exec(line.trim());
    if (jest) {
      passed += Number(/(\d+) passed/.exec(jest[1])?.[1] ?? 0);
      failed += Number(/(\d+) failed/.exec(jest[1])?.[1] ?? 0);
      continue;
    }
    const pw = /^\s*(\d+) (passed|failed|flaky)( \(|$)/.exec(line);
    if (pw) {
      if (pw[2] === 'passed') passed += Number(pw[1]);
      else failed += Number(pw[1]);
    }
  }
  return { passed, failed };
}
