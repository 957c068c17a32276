import { isPastTenseForm } from '../text/language-model.js';
import {
  ANSWERED,
  ASIDE,
  BEFORE_PUT_FIRST,
  CARRIES_ON,
  CLAUSE_JOINS,
  DETERMINERS,
  ENDS_A_CLAUSE_ON,
  ENDS_ON,
  FOUND_OUT,
  HAS_A_CLAUSE,
  INVERTS,
  JOINED_RUN,
  JOINS_ON,
  NAMES_A_SUBJECT,
  NAMES_WHICH,
  OPENS_A_CLAUSE,
  OPENS_ITS_OWN,
  OPENS_THE_NEXT,
  PEOPLE,
  PERCEIVES,
  PUT_FIRST,
  RESUMING,
  SAYS,
  SAYS_AGAIN,
  SAYS_WHICH,
  SETS_A_TIME,
  SPOKEN_RUN,
  SUBJECTS,
  SUBJECT_SAID_FIRST,
  TELLS,
  TELLS_THE_LESSON,
  WANTS_A_CLAUSE,
  WANTS_MORE,
  WHICH_THING,
} from './spoken-runs-words.js';

/**
 * How a long run of an answer is cut into the sentences its quotes, signals and example are read in.
 * Speech-to-text often writes no full stop at all; a written run-on keeps its own stops.
 */

/** A case named just before a time: "this exact case", "one lad", "a patient", "the job". */
const CASE_NAMED =
  /\b(this|that|one|a|an|the|my)( \w+)? (case|time|example|incident|situation|job|lad|lady|man|woman|boy|girl|kid|client|patient|customer|student|pupil|resident|family|project|shift)$/;

/** No sentence ends anywhere in the text: speech-to-text, not writing. */
export function hasNoFullStop(text: string): boolean {
  return !/[.!?](\s|$)/.test(text.trim());
}

/**
 * Transcripts often have no full stops. In one that has none, a long run is cut where a spoken sentence starts again:
 * - before "I", "we", "he", "she", "they", "then", "but" after a word that ends a clause ("...four seconds to load i
 *   profiled it...");
 * - with the words that open the next sentence on its side ("...on the certificate | in the end she recommended us");
 * - never between a clause put first and the sentence it opens ("once they realise you can fix it they don't need...").
 * What is still long is cut before "and", "so" or "but" that start a clause of their own ("...and we change her
 * routine"), then after a comma, then at 40 words, mid-sentence, as a piece the next one carries on.
 */
export function cutLongRun(sentence: string, spoken: boolean): string[] {
  const words = sentence.split(/\s+/);
  if (words.length <= SPOKEN_RUN) return [sentence];
  const pieces: string[][] = [[]];
  // Where a clause put first ("if ...", "when ...", "after a week ...") began in the current piece: the next
  // sentence start is its own sentence's subject, not a new sentence.
  let putFirstAt = -1;
  const lowered = words.map(bare);
  words.forEach((word, i) => {
    let piece = pieces[pieces.length - 1];
    const lower = lowered[i];
    const startsAgain =
      (SAYS_AGAIN.has(lower) && !(lower === 'but' && butCarriesOn(lowered[i + 1] ?? '', lowered[i + 2] ?? ''))) ||
      // "one morning he called" starts a sentence; "he call our line one morning and he was crying" ends one.
      ((lower === 'last' || lower === 'one' || lower === 'these') &&
        SETS_A_TIME.test(`${word} ${words[i + 1] ?? ''}`) &&
        !ENDS_A_CLAUSE_ON.has(lowered[i + 2] ?? '') &&
        // "there was one break date last year that i flagged": the time belongs to what was named before it (set BB).
        !/^(that|which|who|when)$/.test(lowered[i + 2] ?? '') &&
        // "i had this exact case last winter", "so with one lad last year": the time belongs to the case it names (set BT's coach).
        !(lower === 'last' && CASE_NAMED.test(lowered.slice(Math.max(0, i - 3), i).join(' ')))) ||
      (lower === 'what' && TELLS_THE_LESSON.test(lowered.slice(i + 1, i + 4).join(' ')));
    // "if they're still unhappy or it's a high value item": a second subject joined by "or" is still the clause put first.
    // "once they realise you can fix it they...": what is realised is still inside it.
    const last = bare(piece[piece.length - 1] ?? '');
    const joined = /^(or|and|but)$/.test(last) || CARRIES_ON.has(last);
    // "so when a host sent a shorter block the read position drifted | i rewrote it": two verbs after the clause put
    // first are that clause and its sentence; the subject after them starts the next.
    const answeredAlready = (): boolean => piece.slice(putFirstAt).filter((w) => makesAClause(bare(w))).length >= 2;
    if ((startsAgain || SUBJECTS.has(lower)) && putFirstAt >= 0 && piece.length - putFirstAt >= 2 && !joined && !answeredAlready()) {
      putFirstAt = -1;
    } else if (spoken && startsAgain && piece.length >= 7 && startsASentence(piece, lowered.slice(i + 1, i + 5), lower, lowered.slice(i + 1, i + 8))) {
      // Only a subject starts the next sentence with the words before it: "...still my client now | but I learned" keeps "now".
      const opening = /^(then|but)$/.test(lower) ? 0 : openingWordsAtTheEnd(piece, lower);
      if (piece.length - opening >= 5) {
        const next = piece.splice(piece.length - opening, opening);
        piece[piece.length - 1] = `${piece[piece.length - 1].replace(/[,;:]$/, '')}.`;
        pieces.push(next);
        piece = next;
        putFirstAt = -1;
      }
    }
    if (PUT_FIRST.has(lower) && (piece.length === 0 || BEFORE_PUT_FIRST.has(bare(piece[piece.length - 1])))) putFirstAt = piece.length;
    piece.push(word);
  });
  return pieces.flatMap((piece) => cutAtJoins(piece).flatMap(cutAtLength));
}

/**
 * "taking money but not giving product", "know their subject but also can explain it", "which is flexible but slower
 * and you only find..." (set CG's coach): one clause carried on after "but", not a new one.
 */
function butCarriesOn(next: string, after: string): boolean {
  return /^(not|also|only|still|never)$/.test(next) || (/^(more|less|[a-z]{3,}er)$/.test(next) && /^(and|than|to|for|at|if|when)?$/.test(after));
}

/** Whether a word that may start a sentence ("I", "we", "then"...) does, after `piece` and before the words `after` it. */
function startsASentence(piece: readonly string[], after: readonly string[], word = '', further: readonly string[] = after): boolean {
  const before = piece.slice(-6).map(bare);
  return (
    // "in my previous company in warsaw we had...": a piece with no clause of its own is the setting of the next.
    piece.some((w) => HAS_A_CLAUSE.test(w)) &&
    !CARRIES_ON.has(before[before.length - 1]) &&
    !toldSomeone(before) &&
    // "...so that's a deadline | i'm really proud of": the run ends on a preposition, naming what came before it.
    !(after.length < 4 && ENDS_ON.has(after[after.length - 1] ?? '')) &&
    // "...more than any poster | i can make": two words left to the run's end name what came before (set BK's coach).
    !(further.length <= 2 && further.length === after.length) &&
    // "the quality level | we were working to and then...": a clause that ends on its preposition names what came before.
    !after.slice(0, 3).some((w, k) => ENDS_ON.has(w) && /^(and|so|but|then)$/.test(after[k + 1] ?? '')) &&
    // "the old barn | they were planning to knock down so i wrote": a verb whose object was named before it (set AR).
    !/^(were|was|are|had|have) (\w+ing |going )?to (knock|pull|take|cut|tear|put|set|turn|shut|fill|break) (down|up|off|out|in) (and|so|but|then)\b/.test(
      further.join(' '),
    ) &&
    // "lowered everything properly and only | then gave crossing clear": "only then" is one phrase (set BB's coach).
    !(word === 'then' && before[before.length - 1] === 'only') &&
    // "so can | they understand the risk": a question's verb comes before its subject.
    !INVERTS.has(before[before.length - 1]) &&
    // "i find out he never had a break", "make sure the pump is off": what was found or made sure of follows.
    !FOUND_OUT.test(before.slice(-2).join(' ')) &&
    !FOUND_OUT.test(before.slice(-3).join(' ')) &&
    // "four of them said yes we can do it today": what was said, quoted.
    !(SAYS.has(before[before.length - 2]) && ANSWERED.has(before[before.length - 1])) &&
    // "i just told him look mate | i'm not stupid": the words said go on.
    !/\b(said|say|says|told (him|her|them|me|us))( (look|listen|yes|no|okay|ok|right|mate|love|sir|madam))+$/.test(before.join(' ')) &&
    // "the problem with the police radio link is they never...", "by the time i saw it", "much more i could have done":
    // the clause the run ends on wants the next one.
    !WANTS_A_CLAUSE.test(piece.slice(-10).map(bare).join(' ')) &&
    // "we had i think nine days left": "i think" said inside a clause that still wants its object.
    !(ASIDE.has(after[0] ?? '') && WANTS_MORE.has(before[before.length - 1])) &&
    // "and farmer he was sure": the subject said twice after "and", as many speakers of other languages say it.
    // "and the farmer he gave us an extra trailer" (set AR): the same, with its determiner.
    !(RESUMING.has(word) && NAMES_A_SUBJECT.has(before[before.length - 2]) && !CARRIES_ON.has(before[before.length - 1])) &&
    !(
      RESUMING.has(word) &&
      NAMES_A_SUBJECT.has(before[before.length - 3]) &&
      DETERMINERS.has(before[before.length - 2]) &&
      PEOPLE.test(before[before.length - 1])
    ) &&
    // "the thing i took from it was...", "the one we use": what is named is said next, with no cut.
    !(WHICH_THING.has(before[before.length - 1]) && SAYS_WHICH.has(before[before.length - 2])) &&
    // "...and find that for every result we did...": a clause opened just before is still going.
    !stillOpen(before) &&
    // "I showed her the strand test we did and explained...": "we did" says which test.
    !NAMES_WHICH.test(
      after
        .join(' ')
        .replace(/[.!?]$/, '')
        .replace(/[.!?] .*$/, ''),
    )
  );
}

/**
 * A clause opened in the last words that still wants its verb or what follows it: "...and find that for every result |
 * we did". One whose verb and more are said ("a couple of hosts that send variable block sizes | i couldn't hear it")
 * is complete, and the next subject can start a sentence.
 */
function stillOpen(before: readonly string[]): boolean {
  const at = before.findLastIndex((w) => OPENS_A_CLAUSE.has(w));
  if (at < 0) return false;
  // A clause put first ("if we come back to it | i can", "once i gave him a time | he could") is followed by its
  // sentence; "what i did was | ..." wants what it was.
  if (!SAYS_WHICH_ONE.has(before[at]) || COPULA.has(before[before.length - 1])) return true;
  const rest = before.slice(at + 1);
  const verb = rest.findIndex(makesAClause);
  return verb < 0 || verb >= rest.length - 1;
}
/** Words that open a clause saying which thing or what was said, complete once its verb and more are said. */
const SAYS_WHICH_ONE = new Set(['that', 'which', 'who', 'where']);
const COPULA = new Set(['is', 'was', 'are', 'were']);
/** A verb that makes a clause: a past tense form of the corpus's, or a common present or past form ("that send", "which is"). */
const makesAClause = (word: string): boolean => isPastTenseForm(word) || FINITE.has(word);
/** Present and past forms that make a clause ("that send", "which is"), besides the corpus's past tense forms. */
const FINITE = new Set(
  `is are was were has have had does do did send sends take takes use uses need needs go goes come comes make makes get gets run runs work works say says see sees look looks want wants know knows keep keeps give gives`.split(
    ' ',
  ),
);

/** "so they know", "so we can": a purpose after "so", not a new sentence. */
// "nip the pebble so the tops are flat": the state a step leaves is what it is for (set CC's coach).
const SO_IT_IS_FOR =
  /^(i|we|you|he|she|they|it|everyone|people|the \w+) (can|can't|could|know|knows|get|gets|have|has|don't|doesn't|won't|will|would|wouldn't|see|need|are|is|stays?|sits?|lies?)\b/;
/** A piece still longer than a sentence is cut before "and", "so" or "but" that open a clause of their own. */
function cutAtJoins(piece: string[]): string[][] {
  if (piece.length <= JOINED_RUN) return [piece];
  const joins = piece
    .map((word, i) => i)
    .filter(
      (i) =>
        i >= 8 &&
        i <= piece.length - 6 &&
        CLAUSE_JOINS.has(bare(piece[i])) &&
        /[a-z]$/i.test(piece[i - 1]) &&
        OPENS_ITS_OWN.test(
          piece
            .slice(i + 1, i + 4)
            .map(bare)
            .join(' '),
        ) &&
        !CARRIES_ON.has(bare(piece[i - 1])) &&
        !piece.slice(Math.max(0, i - 6), i).some((w) => OPENS_A_CLAUSE.has(bare(w))) &&
        // "because three goes down a whole step and a half and it's much harder to control": both are the reason (set CG's coach).
        !(bare(piece[i]) === 'and' && piece.slice(Math.max(0, i - 12), i).some((w) => bare(w) === 'because')) &&
        // "ring the centre straight away so they know...": what a step is for stays with the step.
        !(
          bare(piece[i]) === 'so' &&
          SO_IT_IS_FOR.test(
            piece
              .slice(i + 1, i + 4)
              .map(bare)
              .join(' '),
          )
        ),
    );
  // The join nearest the middle: both halves are cut again if they are still long.
  const at = joins.reduce((best, i) => (Math.abs(i - piece.length / 2) < Math.abs(best - piece.length / 2) ? i : best), -1);
  if (at < 0) return [piece];
  const first = piece.slice(0, at);
  first[first.length - 1] = `${first[first.length - 1].replace(/[,;:]$/, '')}.`;
  return [...cutAtJoins(first), ...cutAtJoins(piece.slice(at))];
}

/** What is still longer is cut after a comma or before a joining word, so a quote does not stop inside a clause, or at 40. */
function cutAtLength(piece: string[]): string[] {
  const parts: string[] = [];
  let rest = piece;
  while (rest.length > SPOKEN_RUN) {
    const comma = rest.slice(19, 40).findLastIndex((word) => word.endsWith(','));
    // Else before the last word between the 20th and 45th that joins on a clause: "...too small for it | like the cable was warm".
    const join = rest.slice(20, SPOKEN_RUN).findLastIndex((word, i) => JOINS_ON.has(bare(word)) && !CARRIES_ON.has(bare(rest[19 + i])));
    const at = comma >= 0 ? 20 + comma : join >= 0 ? 20 + join : 40;
    parts.push(rest.slice(0, at).join(' '));
    rest = rest.slice(at);
  }
  return [...parts, rest.join(' ')];
}

function bare(word: string): string {
  return word.toLowerCase().replace(/[,;:]$/, '');
}

/**
 * How many words at the end of a piece open the sentence after it: "...on the certificate | and in the end she...".
 * Before "he", "she" or "they" that take it up, a subject said first opens it too: "...the rain drops | so my lead she
 * look at it", "...my first reason is sleep | a lot of my friends they are on tiktok".
 */
function openingWordsAtTheEnd(piece: readonly string[], next: string): number {
  const lowered = piece.slice(-8).map(bare);
  const tail = lowered.join(' ');
  const found = OPENS_THE_NEXT.exec(tail);
  // "we had to be there at seven in the morning | i radio...": a part of the day after a clock time is that time's.
  if (
    found &&
    /^(in|on) the (morning|afternoon|evening|night)$/.test(found[1]) &&
    CLOCK_TIME.test(tail.slice(0, found.index + (found[0].length - found[1].length)))
  )
    return 0;
  // "this was maybe two winters ago | i boarded": a time said of what was named ends its own clause.
  if (found && /\bago$/.test(found[1]) && /\b(was|is|were|it's|that's|maybe|about|around|roughly|nearly|almost)$/.test(tail.slice(0, found.index).trim()))
    return 0;
  // "so with one lad last year | he was seventeen": a time said of the case just named stays with it (set BT's coach).
  if (found && /^last /.test(found[1]) && CASE_NAMED.test(tail.slice(0, found.index + (found[0].length - found[1].length)).trim())) return 0;
  if (found) return found[1].split(' ').length;
  if (!RESUMING.has(next)) return 0;
  const subject = SUBJECT_SAID_FIRST.exec(tail);
  if (subject === null) return 0;
  const length = subject[1].split(' ').length;
  // "I told some of the staff | they could go": the words are what was done, not a subject.
  const before = lowered[lowered.length - length - 1] ?? '';
  return isPastTenseForm(before) || TELLS.has(before) || SAYS.has(before) || PERCEIVES.has(before) ? 0 : length;
}

/** A clock time the words end on: "at seven", "by 6", "about half past eight". */
const CLOCK_TIME =
  /\b(at|by|from|until|till|before|after|around|about) (?:about |around )?(?:half past |quarter (?:past|to) )?(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[0-9]{1,2}(?:[:.][0-9]{2})?)(?: oclock| o'clock)?\s*$/;

/** "they tell me she always has a bath...": what someone was told follows without "that". */
function toldSomeone(before: readonly string[]): boolean {
  const [verb, whom] = before.slice(-2);
  if (TELLS.has(verb ?? '') && /^(me|him|her|them|us|you|everyone|everybody)$/.test(whom ?? '')) return true;
  // "i say to the guys | we don't wait": said to someone, what follows is what was said.
  const [said, to, the, who] = before.slice(-4);
  return (
    (SAYS.has(said ?? '') && to === 'to' && /^(the|my|our|his|her|all|everyone)$/.test(the ?? '')) || (SAYS.has(to ?? '') && the === 'to' && who !== undefined)
  );
}
