import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../rspack.remote.ts';

export default remoteConfig({ name: 'scripts', dir: fileURLToPath(new URL('.', import.meta.url)) });
