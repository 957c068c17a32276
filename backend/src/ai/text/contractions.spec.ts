import { withApostrophes } from './contractions.js';

describe('withApostrophes: what speech-to-text writes without apostrophes', () => {
  it('puts back the apostrophe of forms that are no other word, keeping capitals', () => {
    expect(withApostrophes('that wasnt really on me and theyre not happy')).toBe("that wasn't really on me and they're not happy");
    expect(withApostrophes('Dont worry, Im fine')).toBe("Don't worry, I'm fine");
  });

  it('leaves words of their own alone: "its", "shed", "well", "were", "wont", "lets"', () => {
    const text = 'its tail was in the shed well out of sight and we were told it wont rain so lets go';
    expect(withApostrophes(text)).toBe(text);
  });
});
