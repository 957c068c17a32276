import { cueCardParts } from '@speakwell/contracts/values';

/** The question as asked; an IELTS cue card laid out as it is printed (task, points, "and explain"). */
export function QuestionText({ question }: { question: string }) {
  const card = cueCardParts(question);
  if (!card) return <p className="text-lg leading-relaxed font-medium text-ink-900">{question}</p>;
  return (
    <div aria-label="Cue card" role="group" className="rounded-xl border-2 border-dashed border-brand-200 bg-brand-50/40 p-4">
      <p className="text-lg leading-relaxed font-medium text-ink-900">{card.task}</p>
      <p className="mt-3 text-sm font-medium text-ink-700">You should say:</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink-700">
        {card.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {card.explain && <p className="mt-2 text-sm text-ink-700">{card.explain}</p>}
    </div>
  );
}
