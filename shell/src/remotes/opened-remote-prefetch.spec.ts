import { remoteModuleFiles } from './opened-remote-prefetch.js';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './Module', assets: { js: { sync: ['__federation_expose_Module.1a2b3c4d.js'] }, css: { sync: ['__federation_expose_Module.5e6f7a8b.css'] } } },
  ],
};

describe('remoteModuleFiles', () => {
  it('names the entry and the exposed module files beside the manifest, on any origin', () => {
    expect(remoteModuleFiles(manifest, 'https://cdn.example.com/drill/2.1.0/mf-manifest.json')).toEqual({
      scripts: ['https://cdn.example.com/drill/2.1.0/remoteEntry.js', 'https://cdn.example.com/drill/2.1.0/__federation_expose_Module.1a2b3c4d.js'],
      styles: ['https://cdn.example.com/drill/2.1.0/__federation_expose_Module.5e6f7a8b.css'],
    });
  });

  it('names nothing for a manifest without an entry', () => {
    expect(remoteModuleFiles({}, 'http://localhost:3000/remotes/drill/mf-manifest.json')).toEqual({ scripts: [], styles: [] });
  });
});
