import { ScriptUpdateBody, scriptChanges } from './script-update.js';

describe('ScriptUpdateBody', () => {
  it('refuses a rename to an empty or blank title, naming the field', () => {
    for (const title of ['', '   ']) {
      const result = ScriptUpdateBody.safeParse({ title });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].path).toEqual(['title']);
    }
  });

  it('trims a rename', () => {
    expect(scriptChanges(ScriptUpdateBody.parse({ title: '  Keynote  ' }))).toEqual({ title: 'Keynote' });
  });

  it("saves an editor's empty title as 'Untitled Script' and keeps the other fields", () => {
    const body = ScriptUpdateBody.parse({ id: 'x', title: ' ', description: 'd', tags: [' a ', '', 'b'], content: 'Hello.' });
    expect(scriptChanges(body)).toEqual({ title: 'Untitled Script', description: 'd', tags: ['a', 'b'], content: 'Hello.' });
  });

  it('changes only the fields that were sent', () => {
    expect(scriptChanges(ScriptUpdateBody.parse({ content: 'New text' }))).toEqual({ content: 'New text' });
    expect(scriptChanges(ScriptUpdateBody.parse({ settings: { isVoiceControl: false } }))).toEqual({ settings: { isVoiceControl: false } });
  });
});
