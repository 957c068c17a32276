import { IncompatibleRemoteError, incompatibleSingleton } from './remote-unavailable-error.js';

describe('incompatibleSingleton', () => {
  it('reads the federation runtime strictVersion failure as what the remote needs and what the page has', () => {
    const runtime = new Error(
      '[ Federation Runtime ]: Version 19.3.1 from 19.3.1 of shared singleton module react does not satisfy the requirement of dictionary which needs ^20.0.0)',
    );
    const error = incompatibleSingleton('dictionary', new Error('load failed', { cause: runtime }));
    expect(error).toBeInstanceOf(IncompatibleRemoteError);
    expect(error).toMatchObject({ remote: 'dictionary', pkg: 'react', needs: '^20.0.0', has: '19.3.1' });
    expect(error?.message).toBe('The "dictionary" remote needs react ^20.0.0; this page has 19.3.1');
  });

  it('leaves any other failure alone', () => {
    expect(incompatibleSingleton('dictionary', new Error('Failed to fetch'))).toBeNull();
    expect(incompatibleSingleton('dictionary', 'not an error')).toBeNull();
  });
});
