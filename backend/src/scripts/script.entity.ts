import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What is stored in `settings`; older rows may lack a key, so every key is optional here. */
export interface StoredScriptSettings {
  isVoiceControl?: boolean;
}

/** A text the user practises reading aloud (shadowing). */
@Entity({ name: 'scripts' })
export class ScriptEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  // Plain column rather than a relation: the owner is only ever used as a filter,
  // and the foreign key (ON DELETE CASCADE) lives in the migration.
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  // Set by the service on every change (not @UpdateDateColumn): a save with unchanged fields
  // still counts as the user touching the script, and the library sorts by it.
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
