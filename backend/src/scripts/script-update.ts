import { DEFAULT_SCRIPT_TITLE, UpdateScriptRequest } from '@speakwell/contracts';
import type { ScriptEntity } from './script.entity.js';

/**
 * PUT /api/scripts/{id} serves two screens. The rename dialog sends only `title` and must not
 * save an empty one (400). The editor sends every field and autosaves while the user types, so
 * an empty title there is saved as 'Untitled Script', like a new script.
 */
export const ScriptUpdateBody = UpdateScriptRequest.superRefine((body, ctx) => {
  if (isRename(body) && !body.title) ctx.addIssue({ code: 'custom', path: ['title'], message: 'title must not be empty' });
});

export type ScriptChanges = Partial<Pick<ScriptEntity, 'title' | 'description' | 'tags' | 'content' | 'settings'>>;

/** The columns a validated update body changes; fields it leaves out stay as they are. */
export function scriptChanges(body: UpdateScriptRequest): ScriptChanges {
  const changes: ScriptChanges = {};
  if (body.title !== undefined) changes.title = body.title || DEFAULT_SCRIPT_TITLE;
  if (body.description !== undefined) changes.description = body.description;
  if (body.tags !== undefined) changes.tags = body.tags;
  if (body.content !== undefined) changes.content = body.content;
  if (body.settings !== undefined) changes.settings = body.settings;
  return changes;
}

function isRename(body: UpdateScriptRequest): boolean {
  return body.title !== undefined && body.description === undefined && body.tags === undefined && body.content === undefined && body.settings === undefined;
}
