import { remoteForPath } from './remote-routes.js';

describe('remoteForPath', () => {
  it.each([
    ['/', 'drill'],
    ['/history', 'drill'],
    ['/sessions/0b8e', 'drill'],
    ['/scripts', 'scripts'],
    ['/scripts/new', 'scripts'],
    ['/scripts/edit/42', 'scripts'],
    ['/scripts/shadow/42/', 'scripts'],
    ['/meeting-qa', 'meeting'],
    ['/meeting-history', 'meeting'],
    ['/dictionary', 'dictionary'],
    ['/dashboard', 'dashboard'],
    ['/admin', 'admin'],
  ])('%s belongs to the %s remote', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/settings', '/historyx', '/scriptsx', '/nope', '/adminx/1'])('%s belongs to no remote', (path) => {
    expect(remoteForPath(path)).toBeNull();
  });
});
