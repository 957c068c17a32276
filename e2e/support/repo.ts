import { fileURLToPath } from 'node:url';

/** The repository root (the suite runs the built apps from their dist folders). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
