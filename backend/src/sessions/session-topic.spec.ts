import { topicForAi } from './session-topic.js';

describe('topicForAi', () => {
  it('drops the Focus Mode marker the client appends, in any letter case', () => {
    expect(topicForAi('JavaScript interviews [Focus Mode]')).toBe('JavaScript interviews');
    expect(topicForAi('Focused Session [focus mode]')).toBe('Focused Session');
    expect(topicForAi('Design  [FOCUS MODE]  ')).toBe('Design');
  });

  it('keeps a topic without the marker as it is', () => {
    expect(topicForAi('System design')).toBe('System design');
  });

  it('keeps the marker when it is not at the end, since the user typed it', () => {
    expect(topicForAi('[Focus Mode] tips')).toBe('[Focus Mode] tips');
  });
});
