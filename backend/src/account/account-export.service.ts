import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AccountExport } from '@speakwell/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { DictionaryEntryEntity } from '../dictionary/dictionary-entry.entity.js';
import { DrillEntity } from '../drills/drill.entity.js';
import { deliveryField } from '../drills/delivery.js';
import { MeetingQaEntity } from '../meeting/meeting-qa.entity.js';
import { ScriptPracticeRunEntity } from '../scripts/script-practice-run.entity.js';
import { ScriptEntity } from '../scripts/script.entity.js';
import { drillFields, toMeetingQa } from '../sessions/session-question-views.js';
import { toSessionSummary } from '../sessions/sessions.service.js';
import { SessionEntity } from '../sessions/session.entity.js';
import { User } from '../users/user.entity.js';

const iso = (date: Date): string => date.toISOString();
const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Everything one user owns, read in one repeatable-read snapshot so the parts agree. */
@Injectable()
export class AccountExportService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  export(userId: string): Promise<AccountExport> {
    return this.db.transaction('REPEATABLE READ', (manager) => this.read(manager, userId));
  }

  /** The drills of every session as CSV rows (header first), oldest first. */
  async drillRows(userId: string): Promise<string[][]> {
    const sessions = await this.db.getRepository(SessionEntity).find({ where: { userId }, select: { id: true, topic: true } });
    const topics = new Map(sessions.map((session) => [session.id, session.topic]));
    const drills = await this.db.getRepository(DrillEntity).find({ where: { userId }, order: { createdAt: 'ASC' } });
    return [
      [
        'session_id',
        'topic',
        'drill_id',
        'created_at',
        'answered_at',
        'question',
        'answer',
        'rating',
        'framework',
        'rating_explanation',
        'feedback',
        'example_answer',
      ],
      ...drills.map((drill) => [
        drill.sessionId,
        topics.get(drill.sessionId) ?? '',
        drill.id,
        iso(drill.createdAt),
        isoOrNull(drill.answeredAt) ?? '',
        drill.question,
        drill.answer ?? '',
        drill.rating === null ? '' : String(drill.rating),
        drill.framework ?? '',
        drill.ratingExplanation ?? '',
        drill.feedback ?? '',
        drill.exampleAnswer ?? '',
      ]),
    ];
  }

  private async read(manager: EntityManager, userId: string): Promise<AccountExport> {
    const where = { userId };
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
    const [sessions, drills, qas, scripts, runs, words] = await Promise.all([
      manager.getRepository(SessionEntity).find({ where, order: { createdAt: 'ASC' } }),
      manager.getRepository(DrillEntity).find({ where, order: { createdAt: 'ASC' } }),
      manager.getRepository(MeetingQaEntity).find({ where, order: { createdAt: 'ASC' } }),
      manager.getRepository(ScriptEntity).find({ where, order: { createdAt: 'ASC' } }),
      manager.getRepository(ScriptPracticeRunEntity).find({ where, order: { createdAt: 'ASC' } }),
      manager.getRepository(DictionaryEntryEntity).find({ where, order: { createdAt: 'ASC' } }),
    ]);
    const drillsBySession = groupBy(drills, (drill) => drill.sessionId);
    const qasBySession = groupBy(qas, (qa) => qa.sessionId);
    const runsByScript = groupBy(runs, (run) => run.scriptId);
    return {
      exported_at: new Date().toISOString(),
      profile: {
        name: user.name,
        email: user.email,
        role: user.role,
        created_at: iso(user.createdAt),
        sign_in: { password: Boolean(user.passwordHash), google: Boolean(user.googleSub) },
        subscription: { type: user.subscriptionType, valid_until: isoOrNull(user.subscriptionValidUntil) },
      },
      sessions: sessions.map((session) => ({
        ...toSessionSummary(session),
        drills: (drillsBySession.get(session.id) ?? []).map((drill) => ({
          ...drillFields(drill),
          created_at: iso(drill.createdAt),
          answered_at: isoOrNull(drill.answeredAt),
          ...deliveryField(drill.delivery),
        })),
        qas: (qasBySession.get(session.id) ?? []).map(toMeetingQa),
      })),
      scripts: scripts.map((script) => ({
        id: script.id,
        title: script.title,
        description: script.description,
        tags: script.tags,
        content: script.content,
        settings: { ...script.settings },
        created_at: iso(script.createdAt),
        updated_at: iso(script.updatedAt),
        practice_runs: (runsByScript.get(script.id) ?? []).map((run) => ({
          _id: run.id,
          match_accuracy: run.matchAccuracy,
          rating: run.rating,
          words_matched: run.wordsMatched,
          total_script_words: run.totalScriptWords,
          words_missed: run.wordsMissed,
          words_added: run.wordsAdded,
          spoken_word_count: run.spokenWordCount,
          suggestions: run.suggestions,
          created_at: iso(run.createdAt),
          ...deliveryField(run.delivery),
        })),
      })),
      dictionary: words.map((entry) => ({
        _id: entry.id,
        word: entry.word,
        part_of_speech: entry.partOfSpeech,
        definition: entry.definition,
        example_sentence: entry.exampleSentence,
        created_at: iso(entry.createdAt),
        review: { due_at: iso(entry.reviewDueAt), card: entry.reviewCard ? { ...entry.reviewCard } : null },
      })),
    };
  }
}
