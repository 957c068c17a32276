#!/usr/bin/env node
// The built API as the next release would ship it: the same code plus one more migration, an
// expand-only change (a new nullable column on two of the busiest tables, which takes their
// strongest lock for a moment), started while the previous release serves traffic.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './processes.mjs';

const dist = (path) => pathToFileURL(join(ROOT, 'backend/dist', path)).href;
const { migrations } = await import(dist('database/migrations/index.js'));

class ScaleNextRelease9999999999999 {
  name = 'ScaleNextRelease9999999999999';

  async up(queryRunner) {
    await queryRunner.query('ALTER TABLE users ADD COLUMN next_release_note text');
    await queryRunner.query('ALTER TABLE drills ADD COLUMN next_release_note text');
  }

  async down(queryRunner) {
    await queryRunner.query('ALTER TABLE drills DROP COLUMN next_release_note');
    await queryRunner.query('ALTER TABLE users DROP COLUMN next_release_note');
  }
}

migrations.push(ScaleNextRelease9999999999999);
await import(dist('main.js'));
