import { createBootLogger } from './boot.js';

function bootLog(logLevel: 'info' | 'warn'): { lines: () => Record<string, unknown>[]; log: ReturnType<typeof createBootLogger> } {
  const written: string[] = [];
  const log = createBootLogger({ logLevel }, { write: (line: string) => void written.push(line) });
  return { log, lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('the boot log (before and after the app)', () => {
  it('writes JSON lines like the request logs, at LOG_LEVEL', () => {
    const info = bootLog('info');
    info.log.info('SpeakWell API listening on http://localhost:3000');
    expect(info.lines()).toEqual([expect.objectContaining({ level: 30, msg: 'SpeakWell API listening on http://localhost:3000', time: expect.any(Number) })]);

    const quiet = bootLog('warn');
    quiet.log.info('Embedded PostgreSQL ready');
    expect(quiet.lines()).toEqual([]);
  });

  it('never writes a password or token it is handed', () => {
    const { log, lines } = bootLog('info');
    log.info({ config: { password: 'hunter2-secret', token: 'tok-123' } }, 'starting');
    expect(JSON.stringify(lines())).not.toMatch(/hunter2-secret|tok-123/);
    expect(lines()[0]).toMatchObject({ config: { password: '[redacted]', token: '[redacted]' } });
  });
});
