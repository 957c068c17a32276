import type { ShadowingMetrics } from '../ai.schemas.js';
import { splitSentences } from '@speakwell/words';
import { tokenize } from '../text/words.js';

/** Markdown feedback on a shadowing run, written from the measured diff. */
export function writeShadowingAnalysis(scriptContent: string, metrics: ShadowingMetrics): string {
  const accuracy = Math.round(Math.min(100, Math.max(0, metrics.match_accuracy)));
  const band = bandFor(accuracy);
  const lines = [`**${band.verdict}** You matched ${metrics.words_matched} of ${metrics.total_script_words} script words (${accuracy}% accuracy).`, ''];
  const missed = mostFrequent(metrics.missed_words, 6);
  const added = mostFrequent(metrics.added_words, 6);
  if (missed.length > 0) {
    lines.push(
      '### Words to practise',
      `You missed ${metrics.words_missed} word${metrics.words_missed === 1 ? '' : 's'}; the most frequent: ${missed.map(formatCount).join(', ')}.`,
    );
    const hardest = hardestSentence(scriptContent, metrics.missed_words);
    if (hardest) lines.push(`The passage with the most misses: "${hardest}"`);
    lines.push('');
  }
  if (added.length > 0) {
    lines.push(
      '### Extra words',
      `You added ${metrics.words_added} ${metrics.words_added === 1 ? 'word that is' : 'words that are'} not in the script, mostly ${added.map(formatCount).join(', ')}.` +
        (added.some((a) => /^(um|uh|er|erm|ah|like)$/.test(a.word)) ? ' Some are fillers: pause silently instead.' : ''),
      '',
    );
  }
  lines.push('### Next run', ...band.advice.map((a) => `- ${a}`));
  return lines.join('\n');
}

function bandFor(accuracy: number): { verdict: string; advice: string[] } {
  if (accuracy >= 95)
    return {
      verdict: 'Excellent run.',
      advice: ['Work on expression now: stress key words and vary your pace.', 'Try a faster speed or a longer script to keep improving.'],
    };
  if (accuracy >= 85)
    return {
      verdict: 'Strong run.',
      advice: ['Repeat the passage with the most misses three times slowly, then at full speed.', 'Keep your eyes a few words ahead of your voice.'],
    };
  if (accuracy >= 70)
    return {
      verdict: 'Good progress.',
      advice: [
        'Slow down a little: accuracy first, speed later.',
        'Practise the missed words on their own, then in their sentence.',
        'Pause briefly at commas and full stops instead of rushing through.',
      ],
    };
  if (accuracy >= 50)
    return {
      verdict: 'Getting there.',
      advice: [
        'Read the script aloud once without recording to learn its rhythm.',
        'Shadow one paragraph at a time before trying the whole script.',
        'Articulate word endings clearly so the recognizer can follow you.',
      ],
    };
  return {
    verdict: 'This run needs more practice.',
    advice: [
      'Start with a short section and read it slowly and clearly.',
      'Check the microphone is close and the room is quiet; recognition errors count as misses.',
      'Listen to the script read aloud first, then shadow it sentence by sentence.',
    ],
  };
}

interface WordCount {
  word: string;
  count: number;
}

function mostFrequent(words: readonly string[], limit: number): WordCount[] {
  const counts = new Map<string, number>();
  for (const w of words) {
    const key = w.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word))
    .slice(0, limit);
}

const formatCount = ({ word, count }: WordCount): string => (count > 1 ? `"${word}" (x${count})` : `"${word}"`);

/** The script sentence holding the most missed words, trimmed for quoting. */
function hardestSentence(script: string, missed: readonly string[]): string | null {
  const missedSet = new Set(missed.map((w) => w.toLowerCase()));
  let best: { sentence: string; hits: number } | null = null;
  for (const sentence of splitSentences(script)) {
    const hits = tokenize(sentence).filter((w) => missedSet.has(w)).length;
    if (hits >= 2 && (best === null || hits > best.hits)) best = { sentence, hits };
  }
  if (best === null) return null;
  return best.sentence.length > 160 ? `${best.sentence.slice(0, 157)}...` : best.sentence;
}
