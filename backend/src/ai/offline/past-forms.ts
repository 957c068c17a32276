import { isPastTenseForm } from '../text/language-model.js';

/** Past forms without "-ed" that the corpus tags as more than past ("had", "set", "put"). */
const IRREGULAR_PAST = new Set(
  'was were had did went got took made found told said saw spoke gave sent put ran kept met led built wrote brought began chose drove held knew left lost paid sold spent stood taught thought won set sat came became felt heard let read cut hit shut understood woke wore fell grew drew threw flew forgot meant caught bought fought sought fed slept swept dealt lent bent hung stuck struck spun dug rang sang rose broke froze stole shook'.split(
    ' ',
  ),
);

/** A past-tense verb: "-ed", an irregular past ("took", "set"), or one the corpus tags as past ("rewrote"). */
export function isPastVerb(word: string): boolean {
  const lower = word.toLowerCase();
  return lower.endsWith('ed') || IRREGULAR_PAST.has(lower) || isPastTenseForm(lower);
}

/**
 * The past of the verbs the grammar checks put right (verb-agreement.ts, common-slips.ts,
 * told-in-the-present.ts), one table for all of them: each check chooses which of these verbs it reads.
 */
const PAST_OF: ReadonlyMap<string, string> = new Map(
  `
  adjust adjusted|agree agreed|answer answered|apologise apologised|apologize apologized|arrive arrived|ask asked|
  become became|begin began|believe believed|bleed bled|book booked|bring brought|build built|buy bought|call called|
  change changed|check checked|clean cleaned|close closed|collect collected|come came|confirm confirmed|
  contact contacted|count counted|decide decided|deliver delivered|do did|drive drove|enjoy enjoyed|explain explained|
  feel felt|find found|finish finished|fix fixed|forget forgot|get got|give gave|go went|happen happened|have had|
  hear heard|help helped|hold held|inform informed|keep kept|know knew|learn learned|leave left|like liked|
  listen listened|live lived|look looked|lose lost|love loved|make made|mean meant|measure measured|meet met|
  move moved|need needed|notice noticed|offer offered|open opened|pay paid|phone phoned|plan planned|prefer preferred|
  prepare prepared|print printed|propose proposed|realise realised|realize realized|reduce reduced|refuse refused|
  remove removed|replace replaced|report reported|return returned|ring rang|run ran|say said|see saw|seem seemed|
  sell sold|send sent|shout shouted|show showed|sit sat|speak spoke|spend spent|start started|stay stayed|
  stop stopped|study studied|suggest suggested|take took|talk talked|teach taught|tell told|test tested|think thought|
  train trained|try tried|turn turned|understand understood|use used|visit visited|wait waited|walk walked|
  want wanted|wash washed|work worked|write wrote|repeat repeated|load loaded|process processed|escalate escalated|
  document documented|record recorded|raise raised|clear cleared|lift lifted|carry carried|push pushed|pull pulled|
  lock locked|switch switched|pick picked|hand handed|fill filled|sign signed|log logged|update updated|
  restart restarted|install installed|unload unloaded|reassure reassured|refund refunded|cancel cancelled|
  swap swapped|transfer transferred|assign assigned|share shared|cover covered|calm calmed|ease eased|
  cry cried|qualify qualified|grind ground|
  download downloaded|upload uploaded|refer referred|restore restored|fail failed|submit submitted|review reviewed|approve approved|decline declined|reject rejected|order ordered|email emailed|scan scanned|search searched|attach attached|create created|delete deleted|flag flagged|compare compared|discover discovered|organise organised|organize organized|arrange arranged|serve served|drop dropped|catch caught|choose chose|pass passed|follow followed|complete completed|attend attended|treat treated|examine examined|inspect inspected|repair repaired|mark marked|guide guided|invite invited|introduce introduced|join joined|research researched|solve solved|tidy tidied|weigh weighed|wrap wrapped|prescribe prescribed|reply replied|warn warned|remind reminded|encourage encouraged|support supported|manage managed|handle handled|persuade persuaded|convince convinced|negotiate negotiated|describe described`
    .split('|')
    .map((pair) => pair.trim().split(' ') as [string, string]),
);

/** "go" -> "went"; undefined for a verb the table does not hold. */
export function pastOf(base: string): string | undefined {
  return PAST_OF.get(base.toLowerCase());
}
