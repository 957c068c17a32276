import { draftOf, hasAnyText, splitTags } from './script-fields.js';

describe('script fields', () => {
  it('splits tags on commas, trims them and drops empties', () => {
    expect(splitTags(' work, , speech ,,intro ')).toEqual(['work', 'speech', 'intro']);
    expect(splitTags('')).toEqual([]);
  });

  it("saves an empty title as 'Untitled Script', with the chosen mode", () => {
    expect(draftOf({ title: '   ', description: '', tags: 'a', content: 'Hello', isVoiceControl: false })).toEqual({
      title: 'Untitled Script',
      description: '',
      tags: ['a'],
      content: 'Hello',
      settings: { isVoiceControl: false },
    });
  });

  it('needs at least one non-empty text field to autosave', () => {
    expect(hasAnyText({ title: ' ', description: '', tags: '', content: '', isVoiceControl: false })).toBe(false);
    expect(hasAnyText({ title: '', description: '', tags: '', content: 'x', isVoiceControl: true })).toBe(true);
  });
});
