/**
 * Speech-to-text that drops punctuation often drops the apostrophe too: "i didnt", "that wasnt really on me",
 * "theyre". Read as written, "wasnt" is no "not" and "dont" no "don't", and every rule about what the speaker did
 * or refused misses it. Only forms that are no other English word are mended ("its", "shed", "well", "were", "wed", "id",
 * "ill", "lets" and "wont" are words of their own).
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
  return text.replace(BARE, (word: string) => {
    const mended = MENDED[word.toLowerCase()];
    return word[0] === word[0].toUpperCase() ? mended[0].toUpperCase() + mended.slice(1) : mended;
  });
}
