import { Column, CreateDateColumn, type FindOptionsWhere, PrimaryGeneratedColumn, type Repository } from 'typeorm';

/** A row a user owns: every read and change of it is filtered by the owner's id. */
export interface Owned {
  id: string;
  userId: string;
}

/**
 * The columns every row a user owns has: its id, its owner and when it was made. Each owning
 * entity extends this and adds its own columns. The owner is a plain column rather than a
 * relation: it is only ever used as a filter, and the foreign key (ON DELETE CASCADE) lives in
 * the migration.
 */
export abstract class OwnedRow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/**
 * The ownership checks every per-user table shares, on its TypeORM entity repository: a row of
 * another user is never found, changed or deleted (the services answer "not found", so nothing
 * leaks about other users' data).
 */
export class OwnedRows<Entity extends Owned> {
  constructor(protected readonly rows: Repository<Entity>) {}

  /** The caller's row `id`, with `where` also holding when given; null when there is none. */
  findOwned(userId: string, id: string, where: FindOptionsWhere<Entity> = {}): Promise<Entity | null> {
    return this.rows.findOneBy({ ...where, id, userId } as FindOptionsWhere<Entity>);
  }

  /** Deletes the caller's row `id`; false when they have none (what it owns goes with it by ON DELETE CASCADE). */
  async deleteOwned(userId: string, id: string): Promise<boolean> {
    const result = await this.rows.delete({ id, userId } as FindOptionsWhere<Entity>);
    return Boolean(result.affected);
  }
}

/** The row, or the domain's "not found" when there is none (another user's row included). */
export function found<Row>(row: Row | null | undefined, notFound: () => Error): Row {
  if (row === null || row === undefined) throw notFound();
  return row;
}
