/**
 * Speech-to-text that drops punctuation often drops the apostrophe too: "i didnt", "that wasnt really on me",
 * "theyre". Read as written, "wasnt" is no "not" and "dont" no "don't", and every rule about what the speaker did
 * or refused misses it. Only forms that are no other English word are mended ("its", "shed", "well", "were", "wed", "ill",
 * "lets" and "wont" are words of their own); a lower-case "id" is "i'd" unless it is an ID ("their id", "id card").
 */
const MENDED: Readonly<Record<string, string>> = {
  dont: "don't",
  didnt: "didn't",
  doesnt: "doesn't",
  wasnt: "wasn't",
  werent: "weren't",
  isnt: "isn't",
  arent: "aren't",
  cant: "can't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  havent: "haven't",
  hasnt: "hasn't",
  hadnt: "hadn't",
  mustnt: "mustn't",
  im: "i'm",
  ive: "i've",
  youre: "you're",
  youve: "you've",
  theyre: "they're",
  theyve: "they've",
  theyd: "they'd",
  youd: "you'd",
  hed: "he'd",
  weve: "we've",
  thats: "that's",
  theres: "there's",
  whats: "what's",
  hes: "he's",
  shes: "she's",
  itll: "it'll",
  thatll: "that'll",
  youll: "you'll",
  theyll: "they'll",
};
const BARE = new RegExp(String.raw`\b(${Object.keys(MENDED).join('|')})\b`, 'gi');

/** The text with the apostrophes speech-to-text left out put back, capitals kept ("Dont" -> "Don't"). */
export function withApostrophes(text: string): string {
  return (
    text
      // A typographic apostrophe ("don’t", as some speech engines and keyboards write it) is the plain one.
      .replace(/[\u2018\u2019]/g, "'")
      .replace(BARE, (word: string) => {
        const mended = MENDED[word.toLowerCase()];
        return word[0] === word[0].toUpperCase() ? mended[0].toUpperCase() + mended.slice(1) : mended;
      })
      .replace(SPOKEN_ID, (whole: string, before: string) => `${before}i'd`)
  );
}

/** "first id pull the forecast", "id say": a lower-case "id" before a verb, with nothing before it that makes it an ID. */
const SPOKEN_ID =
  /(^|(?<!\b(?:the|an|a|their|his|her|my|your|our|its|photo|staff|user|student|valid|no|of|with|for|show|check)\s+)\b)id(?=\s+(?!(?:card|cards|badge|badges|number|numbers|document|documents|check|checks|scan|scanner|photo|verification|theft|fraud|tag|tags|and|or|is|was|please|of|to|for|on|at|in|the|a|an|from|with)\b)[a-z])/g;
