import { draftOf, hasAnyText, splitTags } from './script-fields.js';

describe('script fields', () => {
  it('splits tags on commas, trims them and drops empties', () => {
    expect(splitTags(' work, , speech ,,intro ')).toEqual(['work', 'speech', 'intro']);
    expect(splitTags('')).toEqual([]);
  });

  it("saves an empty title as 'Untitled Script'", () => {
    expect(draftOf({ title: '   ', description: '', tags: 'a', content: 'Hello' })).toEqual({ title: 'Untitled Script', description: '', tags: ['a'], content: 'Hello' });
  });

  it('needs at least one non-empty field to autosave', () => {
    expect(hasAnyText({ title: ' ', description: '', tags: '', content: '' })).toBe(false);
    expect(hasAnyText({ title: '', description: '', tags: '', content: 'x' })).toBe(true);
  });
});
