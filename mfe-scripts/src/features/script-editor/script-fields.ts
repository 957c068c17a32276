import type { Script } from '@speakwell/contracts';
import { DEFAULT_SCRIPT_TITLE, MAX_SCRIPT_LENGTH } from '@speakwell/contracts/values';
import type { ScriptDraft } from './api/save-script.js';

/** The editor's fields as typed; tags stay one comma-separated string until saved. */
export interface ScriptFields {
  title: string;
  description: string;
  tags: string;
  content: string;
  /** The shadowing mode: the highlight follows the reader's voice, or the app reads aloud. */
  isVoiceControl: boolean;
}

export const EMPTY_FIELDS: ScriptFields = { title: '', description: '', tags: '', content: '', isVoiceControl: true };

export const AUTOSAVE_DELAY_MS = 1500;

export function fieldsOf(script: Script): ScriptFields {
  return {
    title: script.title,
    description: script.description ?? '',
    tags: script.tags.join(', '),
    content: script.content,
    isVoiceControl: script.settings.isVoiceControl,
  };
}

/** Tags are split on commas, trimmed, and empties dropped. */
export function splitTags(tags: string): string[] {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** An empty title is saved as 'Untitled Script'. */
export function draftOf(fields: ScriptFields): ScriptDraft {
  return {
    title: fields.title.trim() || DEFAULT_SCRIPT_TITLE,
    description: fields.description,
    tags: splitTags(fields.tags),
    content: fields.content,
    settings: { isVoiceControl: fields.isVoiceControl },
  };
}

/** Autosave only once something was typed: an all-empty form creates nothing. */
export function hasAnyText(fields: ScriptFields): boolean {
  return [fields.title, fields.description, fields.tags, fields.content].some((value) => value.trim() !== '');
}

/** Content over the API's limit is refused before sending (the server would answer 400). */
export function isTooLong(fields: ScriptFields): boolean {
  return fields.content.length > MAX_SCRIPT_LENGTH;
}
