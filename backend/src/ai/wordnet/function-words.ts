import type { WordDefinition } from '../ai.schemas.js';

/**
 * Words WordNet leaves out (it covers only nouns, verbs, adjectives and adverbs): articles,
 * pronouns, prepositions, conjunctions, modal verbs. Their most common use, with a real sentence.
 */
type Entry = readonly [WordDefinition['part_of_speech'], string, string];

const ENTRIES: Record<string, Entry> = {
  the: ['determiner', 'used before a noun to refer to a particular person or thing that is already known or has been mentioned', 'Can you pass me the salt?'],
  a: ['determiner', 'used before a singular noun to mean one person or thing that has not been mentioned before', 'I saw a fox in the garden this morning.'],
  an: ['determiner', 'the form of "a" used before a vowel sound', 'She ate an apple on the way to work.'],
  of: ['preposition', 'belonging to, coming from, or being part of something', 'The roof of the house needs repairing.'],
  to: ['preposition', 'in the direction of; also used before a verb to form the infinitive', 'We walked to the station to catch the early train.'],
  in: ['preposition', 'inside a place, a period of time or a situation', 'They met in Paris in 2019.'],
  on: ['preposition', 'touching the surface of something; also on a particular day', 'The keys are on the table, and the meeting is on Monday.'],
  at: ['preposition', 'used to show an exact place or time', 'Let us meet at the cafe at six.'],
  by: ['preposition', 'near; also used to say who or what does something', 'The report was written by our new analyst.'],
  for: ['preposition', 'intended to be given to, or used for a purpose or a length of time', 'I bought flowers for my mother and waited for an hour.'],
  with: ['preposition', 'together with someone or something, or using something', 'She cut the bread with a sharp knife.'],
  from: ['preposition', 'showing where someone or something starts or comes from', 'He drove from Madrid to Lisbon in one day.'],
  about: ['preposition', 'on the subject of', 'We talked about the new project over lunch.'],
  into: ['preposition', 'to the inside of something, or changing to a different form', 'She walked into the room and turned the light on.'],
  between: ['preposition', 'in the space or time that separates two things', 'The shop is between the bank and the post office.'],
  through: ['preposition', 'from one side or end to the other', 'The train goes through a long tunnel.'],
  during: ['preposition', 'at some point in, or all through, a period of time', 'Please switch off your phone during the meeting.'],
  despite: ['preposition', 'without being prevented by something', 'Despite the rain, we enjoyed the walk.'],
  without: ['preposition', 'not having or not using something', 'He left without saying goodbye.'],
  although: ['conjunction', 'despite the fact that', 'Although it was raining, we went for a walk.'],
  though: ['conjunction', 'despite the fact that; although', 'Though she was tired, she finished the report.'],
  because: ['conjunction', 'for the reason that', 'We stayed at home because it was raining.'],
  since: ['conjunction', 'from a time in the past until now; also because', 'I have lived here since I was ten.'],
  unless: ['conjunction', 'except if', 'You will not pass unless you study.'],
  while: ['conjunction', 'during the time that; also although', 'She read a book while she waited for the bus.'],
  whereas: ['conjunction', 'used to compare two facts that are different', 'He likes coffee, whereas his wife prefers tea.'],
  whether: ['conjunction', 'used to talk about a choice between possibilities', 'I am not sure whether she will come.'],
  if: ['conjunction', 'used to say that one thing can or will happen only when another thing happens', 'If it rains, we will stay inside.'],
  and: ['conjunction', 'used to join words or parts of a sentence', 'I bought bread and milk.'],
  but: ['conjunction', 'used to introduce something that contrasts with what was said before', 'The room is small but comfortable.'],
  or: ['conjunction', 'used to give a choice between possibilities', 'Would you like tea or coffee?'],
  nor: ['conjunction', 'used after "neither" or "not" to add another negative', 'She neither called nor wrote.'],
  so: ['conjunction', 'and for this reason', 'It was late, so we took a taxi.'],
  yet: ['adverb', 'until now; also used in questions and negatives about something expected', 'Have you finished your homework yet?'],
  however: ['adverb', 'used to add a comment that contrasts with what was said before', 'The plan was good. However, it was too expensive.'],
  therefore: ['adverb', 'for that reason; as a result', 'The road was closed; therefore, we took another route.'],
  i: ['pronoun', 'the person speaking or writing', 'I will call you tomorrow.'],
  you: ['pronoun', 'the person or people being spoken or written to', 'Are you coming to the party?'],
  he: ['pronoun', 'a man, boy or male animal already mentioned', 'My brother says he will be late.'],
  she: ['pronoun', 'a woman, girl or female animal already mentioned', 'Anna said she would bring the cake.'],
  it: ['pronoun', 'a thing, animal or situation already mentioned', 'I lost my umbrella and I cannot find it.'],
  we: ['pronoun', 'the speaker together with one or more other people', 'We are going to the beach on Saturday.'],
  they: ['pronoun', 'people or things already mentioned', 'The children said they were hungry.'],
  this: ['determiner', 'the person or thing that is near, or that is being talked about', 'This coffee is delicious.'],
  that: ['determiner', 'the person or thing further away, or already mentioned', 'Who is that man by the door?'],
  these: ['determiner', 'the plural of "this"', 'These shoes are too small for me.'],
  those: ['determiner', 'the plural of "that"', 'Can you hand me those books?'],
  which: ['pronoun', 'used to ask or say one of a limited set of things', 'Which bus goes to the airport?'],
  who: ['pronoun', 'used to ask or say which person', 'Who left the door open?'],
  whose: ['pronoun', 'belonging to which person', 'Whose jacket is this?'],
  my: ['determiner', 'belonging to the person speaking', 'My sister lives in Berlin.'],
  your: ['determiner', 'belonging to the person or people being spoken to', 'Is this your bag?'],
  his: ['determiner', 'belonging to a man or boy already mentioned', 'Tom forgot his keys again.'],
  her: ['determiner', 'belonging to a woman or girl already mentioned', 'Maria showed me her new flat.'],
  its: ['determiner', 'belonging to a thing or animal already mentioned', 'The dog wagged its tail.'],
  our: ['determiner', 'belonging to the speaker and other people', 'Our train leaves at eight.'],
  their: ['determiner', 'belonging to people or things already mentioned', 'The neighbours painted their house blue.'],
  there: ['pronoun', 'used to say that something exists; also in or to that place', 'There is a bakery on the corner.'],
  some: ['determiner', 'an amount or number that is not stated exactly', 'Would you like some tea?'],
  any: ['determiner', 'one, some or all, it does not matter which', 'Do you have any questions?'],
  each: ['determiner', 'every one of two or more things, seen separately', 'Each student has a locker.'],
  every: ['determiner', 'all the members of a group, without exception', 'She goes running every morning.'],
  either: ['determiner', 'one or the other of two', 'You can park on either side of the street.'],
  neither: ['determiner', 'not one and not the other of two', 'Neither answer is correct.'],
  both: ['determiner', 'the two people or things together', 'Both my parents are teachers.'],
  can: ['verb', 'to be able to, or to be allowed to', 'Can you swim?'],
  could: ['verb', 'the past of "can"; also used to make polite requests', 'Could you open the window, please?'],
  would: ['verb', 'used to talk about imagined situations or to make polite requests', 'I would travel more if I had the time.'],
  should: ['verb', 'used to say what is right or advisable', 'You should see a doctor about that cough.'],
  must: ['verb', 'used to say that something is necessary', 'You must wear a seat belt.'],
  might: ['verb', 'used to say that something is possible', 'It might rain later, so take an umbrella.'],
  will: ['verb', 'used to talk about the future', 'I will send you the file tonight.'],
  shall: ['verb', 'used with "I" and "we" to make offers and suggestions', 'Shall we start the meeting?'],
};

const BY_WORD = new Map(Object.entries(ENTRIES));

export function defineFunctionWord(word: string): WordDefinition | null {
  // A Map, not the object: "__proto__" or "constructor" must be words like any other.
  const entry = BY_WORD.get(word.toLowerCase());
  if (entry === undefined) return null;
  const [part_of_speech, definition, example_sentence] = entry;
  return { word, part_of_speech, definition, example_sentence };
}

export const FUNCTION_WORD_LIST: readonly string[] = Object.keys(ENTRIES);
