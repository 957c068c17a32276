import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { DictionaryEntryEntity } from '../dictionary/dictionary-entry.entity.js';
import { DrillEntity } from '../drills/drill.entity.js';
import { MeetingQaEntity } from '../meeting/meeting-qa.entity.js';
import { ScriptPracticeRunEntity } from '../scripts/script-practice-run.entity.js';
import { ScriptEntity } from '../scripts/script.entity.js';
import { SessionEntity } from '../sessions/session.entity.js';
import { User } from '../users/user.entity.js';

/** The account's profile as the export shows it. */
export type ExportedProfile = Pick<
  User,
  'id' | 'name' | 'email' | 'role' | 'createdAt' | 'passwordHash' | 'googleSub' | 'subscriptionType' | 'subscriptionValidUntil'
>;

/** Everything one user owns, each kind oldest first. */
export interface OwnedData {
  user: ExportedProfile;
  sessions: SessionEntity[];
  drills: DrillEntity[];
  qas: MeetingQaEntity[];
  scripts: ScriptEntity[];
  runs: ScriptPracticeRunEntity[];
  words: DictionaryEntryEntity[];
}

/** Every row a user owns, read across the domains' tables for the account export. */
@Injectable()
export class AccountRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Read in one repeatable-read snapshot, so the parts agree. */
  ownedData(userId: string): Promise<OwnedData> {
    return this.db.transaction('REPEATABLE READ', (manager) => readOwned(manager, userId));
  }

  /** The caller's sessions' topics and their drills, oldest first. */
  async drillsWithTopics(userId: string): Promise<{ topics: Map<string, string>; drills: DrillEntity[] }> {
    const sessions = await this.db.getRepository(SessionEntity).find({ where: { userId }, select: { id: true, topic: true } });
    const drills = await this.db.getRepository(DrillEntity).find({ where: { userId }, order: { createdAt: 'ASC' } });
    return { topics: new Map(sessions.map((session) => [session.id, session.topic])), drills };
  }
}

async function readOwned(manager: EntityManager, userId: string): Promise<OwnedData> {
  const where = { userId };
  const oldestFirst = { createdAt: 'ASC' } as const;
  const user = await manager.getRepository(User).findOneOrFail({
    where: { id: userId },
    select: {
      id: true,
      name: true,
      email: true,
      role: true,
      createdAt: true,
      passwordHash: true,
      googleSub: true,
      subscriptionType: true,
      subscriptionValidUntil: true,
    },
  });
  // One after another: a transaction is one connection, which runs one query at a time (node-postgres
  // queues queries sent at once, and pg 9 will refuse them).
  const sessions = await manager.getRepository(SessionEntity).find({ where, order: oldestFirst });
  const drills = await manager.getRepository(DrillEntity).find({ where, order: oldestFirst });
  const qas = await manager.getRepository(MeetingQaEntity).find({ where, order: oldestFirst });
  const scripts = await manager.getRepository(ScriptEntity).find({ where, order: oldestFirst });
  const runs = await manager.getRepository(ScriptPracticeRunEntity).find({ where, order: oldestFirst });
  const words = await manager.getRepository(DictionaryEntryEntity).find({ where, order: oldestFirst });
  return { user, sessions, drills, qas, scripts, runs, words };
}
