import { storySubject } from './answer-outline.js';
import { list } from './feedback-quotes.js';

/**
 * A complete story in the trade's own words: the listener still needs to hear which time it is. Said in
 * the question's own phrase, turned to the speaker ("The time I had to say no to a senior stakeholder
 * was..."), not as a list of its words ("it asks about "piece"").
 */
export function tieToTheQuestion(question: string, missed: readonly string[]): string {
  // "...a piece failed on you and what you did about it": the time is named by its first part.
  const subject = storySubject(question).replace(/,? and (what|how|why|where|when|who)\b.*?("?)$/i, '$2');
  const told = /^you /.test(subject) ? subject.replace(/^you /, '') : /^that fits "(.+)"$/.exec(subject)?.[1];
  if (told === undefined)
    return `Tie the story to the question in your first sentence: it asks about ${list(missed.slice(0, 3))}, so say in those words what this story shows.`;
  const opening = /^you /.test(subject)
    ? `The time I ${asSpeaker(told)
        .replace(/^were\b/, 'was')
        .replace(/^are\b/, 'am')} was...`
    : `${capitalise(asSpeaker(told)).replace(/^A time\b/, 'The time')} was...`;
  return `Tie the story to the question in your first sentence, in its own words: "${opening}", then the story.`;
}

/** The question's words as the speaker says them: "you had to", "your team" -> "I had to", "my team". */
function asSpeaker(text: string): string {
  return (
    text
      .replace(/\byou're\b/gi, "I'm")
      .replace(/\byou've\b/gi, "I've")
      .replace(/\byourself\b/gi, 'myself')
      .replace(/\byour\b/gi, 'my')
      // "whose independence you helped improve": before a verb of the past, "you" is the one who did it.
      .replace(
        /\byou (?=(?:\w+ed|had|did|made|took|gave|got|went|found|felt|saw|told|thought|led|ran|built|brought|kept|spent|won|lost|taught|caught|chose|wrote|said|met|left|sold|paid|held|dealt)\b)/gi,
        'I ',
      )
      .replace(/\byou\b/gi, 'me')
      .replace(/\bme (were|are)\b/gi, (_, verb: string) => `I ${verb === 'were' ? 'was' : 'am'}`)
  );
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
