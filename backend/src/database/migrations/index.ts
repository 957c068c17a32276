import { CreateUsers1763769600000 } from './1763769600000-create-users.js';

/**
 * Every migration, oldest first; run at start-up. A domain adds its own file beside this one
 * (`<timestamp>-<what>.ts`, a class `<What><timestamp>` with hand-written SQL `up`/`down`)
 * and appends the class here. User-owned tables reference users with
 * `user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE` and index it.
 */
export const migrations = [CreateUsers1763769600000];
