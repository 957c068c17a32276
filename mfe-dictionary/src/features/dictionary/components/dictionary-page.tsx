import { PageHeader } from '@speakwell/ui';

/** '/dictionary': the user's words with definitions. */
export function DictionaryPage() {
  return <PageHeader title="Your Personal Dictionary" subtitle="Add words you want to use, and get a definition, part of speech and example." />;
}
