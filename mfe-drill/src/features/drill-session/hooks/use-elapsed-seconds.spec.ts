import { formatElapsed } from './use-elapsed-seconds.js';

describe('formatElapsed', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(9)).toBe('0:09');
    expect(formatElapsed(75)).toBe('1:15');
  });
});
