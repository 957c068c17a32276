import { FOCUS_MODE_SUFFIX } from '@speakwell/contracts';

const focusSuffixPattern = new RegExp(`\\s*${escapeRegExp(FOCUS_MODE_SUFFIX.trim())}\\s*$`, 'i');

/** The topic as the AI should see it: without the ' [Focus Mode]' marker the client appends. */
export function topicForAi(topic: string): string {
  return topic.replace(focusSuffixPattern, '').trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
