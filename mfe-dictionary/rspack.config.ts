import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../rspack.remote.ts';

export default remoteConfig({ name: 'dictionary', dir: fileURLToPath(new URL('.', import.meta.url)) });
