import { Card } from '@speakwell/ui';
import type { AnsweredQuestion } from '../hooks/use-meeting-assistant.js';

/** The questions answered before the current one in this session, newest first. */
export function EarlierQuestions({ answered }: { answered: readonly AnsweredQuestion[] }) {
  if (answered.length === 0) return null;
  return (
    <Card title="Earlier in This Session">
      <ul className="-mx-2 max-h-96 divide-y divide-ink-100 overflow-y-auto px-2">
        {answered.map((entry) => (
          <li key={entry.key} className="animate-slide-up py-4 first:pt-0 last:pb-0">
            <p className="font-medium text-ink-900">{entry.question}</p>
            <p className="mt-1.5 text-sm leading-relaxed text-ink-600">{entry.answer}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
