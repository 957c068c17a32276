import { describe, expect, it } from '@jest/globals';
import { FOCUS_MARKER_AT_END, hasFocusMarker, isFocusSession, topicForMode, topicWithoutFocusMarker } from './focus-mode.js';

describe('topicWithoutFocusMarker', () => {
  it('drops the marker the client appends, in any letter case and with the spaces around it', () => {
    expect(topicWithoutFocusMarker('JavaScript interviews [Focus Mode]')).toBe('JavaScript interviews');
    expect(topicWithoutFocusMarker('Focused Session [focus mode]')).toBe('Focused Session');
    expect(topicWithoutFocusMarker('Design  [FOCUS MODE]  ')).toBe('Design');
  });

  it('keeps a topic without the marker as it is', () => {
    expect(topicWithoutFocusMarker('System design')).toBe('System design');
  });

  it('keeps the marker when it is not at the end, since the user typed it', () => {
    expect(topicWithoutFocusMarker('[Focus Mode] tips')).toBe('[Focus Mode] tips');
  });
});

describe('topicForMode', () => {
  it('adds the suffix once and removes it in any letter case', () => {
    expect(topicForMode('Interviews', true)).toBe('Interviews [Focus Mode]');
    expect(topicForMode('Interviews [Focus Mode]', true)).toBe('Interviews [Focus Mode]');
    expect(topicForMode('Interviews [focus mode]', false)).toBe('Interviews');
    expect(topicForMode('Interviews', false)).toBe('Interviews');
  });

  it('names a focus session without a topic "Focused Session"', () => {
    expect(topicForMode('  ', true)).toBe('Focused Session [Focus Mode]');
  });
});

describe('hasFocusMarker and isFocusSession', () => {
  it('sees the marker anywhere in the topic, in any letter case', () => {
    expect(hasFocusMarker('Sales calls [FOCUS MODE]')).toBe(true);
    expect(hasFocusMarker('[focus mode] tips')).toBe(true);
    expect(hasFocusMarker('Focus on sales')).toBe(false);
  });

  it('counts a session as focus mode by its marker or by its context', () => {
    expect(isFocusSession({ topic: 'Sales [Focus Mode]', context: '' })).toBe(true);
    expect(isFocusSession({ topic: 'Sales', context: 'My resume' })).toBe(true);
    expect(isFocusSession({ topic: 'Sales', context: '   ' })).toBe(false);
    expect(isFocusSession({ topic: 'Sales', context: null })).toBe(false);
  });
});

describe('FOCUS_MARKER_AT_END', () => {
  it('is a plain pattern PostgreSQL reads too: escapes only, no JavaScript-only syntax', () => {
    expect(FOCUS_MARKER_AT_END).toBe(String.raw`\s*\[Focus Mode\]\s*$`);
  });
});
