import { Injectable } from '@nestjs/common';
import type { AccountExport } from '@speakwell/contracts';
import { deliveryField } from '../drills/delivery.js';
import { drillFields, toMeetingQa } from '../sessions/session-question-views.js';
import { toSessionSummary } from '../sessions/sessions.service.js';
import { AccountRepository, type OwnedData } from './account.repository.js';

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

/** Everything one user owns, read in one snapshot so the parts agree. */
@Injectable()
export class AccountExportService {
  constructor(private readonly account: AccountRepository) {}

  async export(userId: string): Promise<AccountExport> {
    return toExport(await this.account.ownedData(userId));
  }

  /** The drills of every session as CSV rows (header first), oldest first. */
  async drillRows(userId: string): Promise<string[][]> {
    const { topics, drills } = await this.account.drillsWithTopics(userId);
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
}

function toExport({ user, sessions, drills, qas, scripts, runs, words }: OwnedData): AccountExport {
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
