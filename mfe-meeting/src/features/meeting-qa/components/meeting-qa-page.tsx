import { PageHeader } from '@speakwell/ui';

/** '/meeting-qa': answers the last question spoken in a meeting, from a pasted context. */
export function MeetingQaPage() {
  return <PageHeader title="Meeting Q&A" subtitle="Paste your meeting context, then let the assistant answer the last question asked." />;
}
