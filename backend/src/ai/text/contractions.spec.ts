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

  it('reads a lower-case "id" before a verb as "i\'d", and an ID as an ID', () => {
    expect(withApostrophes('so first id pull the forecast and id probably call them')).toBe("so first i'd pull the forecast and i'd probably call them");
    expect(withApostrophes('she showed me her id and her id card and the student id number')).toBe(
      'she showed me her id and her id card and the student id number',
    );
  });
});
