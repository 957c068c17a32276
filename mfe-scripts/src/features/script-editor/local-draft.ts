import type { ScriptFields } from './script-fields.js';

// Edits the server did not take are kept on this device until a save succeeds, so closing
// the editor (or the tab) after a failed autosave loses nothing.
const key = (scriptId: string | undefined) => `speakwell.unsavedScript.${scriptId ?? 'new'}`;

export function keepUnsavedDraft(scriptId: string | undefined, fields: ScriptFields): void {
  try {
    localStorage.setItem(key(scriptId), JSON.stringify(fields));
  } catch (error) {
    console.error('Could not keep the unsaved script on this device', error);
  }
}

export function unsavedDraft(scriptId: string | undefined): ScriptFields | null {
  try {
    const stored = localStorage.getItem(key(scriptId));
    if (!stored) return null;
    const fields = JSON.parse(stored) as Partial<ScriptFields>;
    return {
      title: String(fields.title ?? ''),
      description: String(fields.description ?? ''),
      tags: String(fields.tags ?? ''),
      content: String(fields.content ?? ''),
      isVoiceControl: fields.isVoiceControl !== false,
    };
  } catch {
    return null;
  }
}

export function forgetUnsavedDraft(scriptId: string | undefined): void {
  try {
    localStorage.removeItem(key(scriptId));
  } catch {
    // Storage unavailable: there is nothing to forget.
  }
}
