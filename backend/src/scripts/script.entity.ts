import { Column, Entity } from 'typeorm';
import { OwnedRow } from '../database/owned-rows.js';

/** What is stored in `settings`; older rows may lack a key, so every key is optional here. */
export interface StoredScriptSettings {
  isVoiceControl?: boolean;
}

/** A text the user practises reading aloud (shadowing). */
@Entity({ name: 'scripts' })
export class ScriptEntity extends OwnedRow {
  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ type: 'text', default: '' })
  content: string;

  @Column({ type: 'jsonb', default: () => `'{"isVoiceControl": true}'` })
  settings: StoredScriptSettings;

  // Set by the service on every change (not @UpdateDateColumn): a save with unchanged fields
  // still counts as the user touching the script, and the library sorts by it.
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
