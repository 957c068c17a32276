import { PageHeader } from '@speakwell/ui';
import { useState } from 'react';
import { StartDrillForm, type StartedDrill } from './start-drill-form.js';

/** '/': the start form until a session exists, then the practice view. */
export function SpeakingDrillPage() {
  const [drill, setDrill] = useState<StartedDrill | null>(null);

  if (drill) {
    return <PageHeader title={`Topic: ${drill.topic || 'Practice Session'}`} />;
  }
  return (
    <div className="py-4 sm:py-10">
      <div className="mx-auto mb-8 max-w-2xl text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">What would you like to practice today?</h1>
        <p className="mt-3 text-ink-500">Enter a topic, and we&apos;ll generate relevant questions for you.</p>
      </div>
      <StartDrillForm onStarted={setDrill} />
    </div>
  );
}
