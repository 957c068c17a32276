import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A published build of a remote; its files are in remote_version_files (or at its external_url) and never change. */
@Entity({ name: 'remote_versions' })
export class RemoteVersionEntity {
  @PrimaryColumn({ type: 'text' })
  remote: string;

  @PrimaryColumn({ type: 'text' })
  version: string;

  @Column({ name: 'published_at', type: 'timestamptz' })
  publishedAt: Date;
}

/**
 * A release of a published version. The live version of a remote is its newest release that
 * was not rolled back; a rollback sets `rolled_back_at`, so the release before it is live again.
 */
@Entity({ name: 'remote_releases' })
export class RemoteReleaseEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'text' })
  remote: string;

  @Column({ type: 'text' })
  version: string;

  @Column({ name: 'released_at', type: 'timestamptz' })
  releasedAt: Date;

  /** The admin's email (API) or cli:<OS user> (npm run remotes). */
  @Column({ name: 'released_by', type: 'text' })
  releasedBy: string;

  @Column({ name: 'rolled_back_at', type: 'timestamptz', nullable: true })
  rolledBackAt: Date | null;
}
