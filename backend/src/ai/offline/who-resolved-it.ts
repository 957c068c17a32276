import type { Quote } from './answer-signals.js';

/**
 * "I just said sorry and told him check-in is at three, then my manager came and gave him a free breakfast": the
 * story of a problem someone else solved. An interviewer asks what the speaker did; here it is little, and the
 * person who stepped in was not even called by them. A speaker who fetched or rang that person acted: escalating is
 * often the right thing to do.
 */
export function resolvedByAnother(answer: string, ownActions: readonly Quote[]): string | null {
  const text = answer.toLowerCase().replace(/[’]/g, "'");
  const stepped = STEPPED_IN.exec(text);
  const own = new Set(ownActions.map((q) => q.marker.toLowerCase()));
  if (stepped === null || CALLED_IN.test(text.slice(0, stepped.index + stepped[0].length))) return solvedByOthers(text, own.size);
  // Said back to the speaker: "your manager", not "my manager".
  return own.size <= FEW_ACTIONS ? stepped[1].replace(/^(my|our)\b/, 'your') : solvedByOthers(text, own.size);
}

/** This many things the speaker did, or fewer, is little beside someone else's solving it. */
const FEW_ACTIONS = 2;

/** Those senior to the speaker, or beside them, who can take a problem off their hands. */
const SENIORS = 'manager|supervisor|boss|team leader|senior|colleague|co-?worker|chef|mentor|owner|director|foreman';
const SOMEONE = String.raw`(?:line |duty |shift |store |ward |site |night |deputy |assistant |general )?(?:head chef|security|charge nurse|${SENIORS})`;
/** Someone else who came and solved it: "my manager came", "the supervisor stepped in and gave him...". */
const STEPPED_IN = new RegExp(
  String.raw`\b((?:my|the|our|a) ${SOMEONE})\b(?: (?:just|then|actually|eventually|finally|basically|came over and|came and|[a-z]+ (?:she|he)|she|he))?(?: \w+)?? (?:came|came over|came in|came out|arrived|stepped in|took over|took charge|sorted (?:it|him|her|them|everything)|dealt with|handled|fixed|solved|resolved|got the|set up|organised|organized|gave (?:him|her|them)|offered (?:him|her|them)|calmed (?:him|her|them))\b(?! (?:over |in |out )?(?:and )?(?:thanked|praised|congratulated|said (?:thanks|thank you|well done)))`,
);
/**
 * The speaker brought that person in: "I rang my supervisor", "we called security", "I asked the chef to...", or at the
 * end of a run of their own steps, "i hit the line stop ..., kept everyone out ..., and radioed the shift engineer" (set
 * CC: the engineer who then changed the seal was called by the speaker).
 */
const CALLED_ROLE = String.raw`(?:${SOMEONE}|(?:\w+ )?(?:engineer|technician|electrician|fitter|mechanic|doctor|registrar|consultant|specialist|officer|pharmacist))`;
const CALLED_IN = new RegExp(
  String.raw`\b(?:i|we) (?:\w+ )?(?:asked|called|rang|got|fetched|phoned|messaged|radioed|paged|escalated|alerted|informed|flagged|reported|went to get|went and got|went to|told)\b[^.]{0,40}\b${SOMEONE}|(?:^|[.!?]\s+)(?:\w+ ){0,3}?(?:i|we) (?:(?!\b(?:he|she|they)\b)[^.!?]){0,200}?,? and (?:radioed|called|rang|phoned|paged|alerted|fetched) (?:the|my|our|a) ${CALLED_ROLE}\b`,
);

/** Someone else taking the steps that solve it: "he find the problem", "our postdoc sofia built the whole pipeline", "our workshop foreman dave he spent a day reworking the floor plan" (set AR). */
const OTHER_DOER = String.raw`(?:(?:my|the|our|a|his|her) (?:\w+ )?(?:${SENIORS}|engineer|postdoc|lead|consultant|specialist|technician|expert|doctor|registrar|pharmacist|trainer|mechanic|electrician|officer|surveyor|architect|contractor|partner|leading hand|analyst|rigger|fitter|planner|grip|gaffer|nurse specialist|head of (?:\w+ )?\w+)(?: [a-z]+)?|he|she)`;
const SOLVING = String.raw`(?:spent (?:a|the|an|two|three|half a|the whole) (?:day|morning|afternoon|week|hours?|night|weekend) [a-z]+ing|put (?:him|her|them) in the recovery position|confirmed it|(?:see|saw|sees) the (?:\w+ )?(?:fault|crack|problem|frequency|leak|cause)|(?:write|wrote|writes) (?:the |a )?recommendation|(?:started|did|gave (?:him|her|them)) (?:cpr|first aid|chest compressions)|radioed (?:control|for|the)|found|find|finds|fixed|fix|fixes|swapped|swaps|did the (?:\w+ )?test|reworked|went through (?:her|his|their) (?:own )?contacts|got (?:a|an) (?:former |new )?[a-z]+ (?:who|to)|changed|change|changes|replaced|replace|diagnosed|solved|sorted|repaired|built|wrote|rewrote|rewrite|rewrites|designed|rebuilt|took over|handled|dealt with|negotiated|came up with|had the (?:original )?idea|worked out|figured out|traced|identified|spotted|got us|rewired|took charge|stepped in|set up|pushed back|stayed up|took (?:her|his|the) lead|calmed (?:her|him|it|them) down|walked (?:her|him|it|them) out|did the analysis|did the (?:repair|fix|diagnosis|design)|ran the (?:whole )?\w+|pushed through|talked (?:him|her|them) (?:through|round|around)|took (?:it|this|that) on|adjourned|decided? (?:we|to) \w+|got (?:the|them|him|her) [a-z ]{0,20}to agree|rehomed|reterminated|rolled (?:it|them) (?:all )?back|(?:draw|drew) the \w+|brought (?:them|him|her) in|shut in|(?:take|takes|took) (?:the|it) (?:\w+ )?(?:out|apart|off)|(?:clean|cleans|cleaned|strip|stripped) (?:it|the)|(?:plug|plugs|plugged) (?:in )?(?:the|his|her) (?:laptop|diagnostics?|tester|scanner)(?: in| into)?)`;
// Their steps run on without the subject said again: "she went through the records found where it had been missed",
// "mark jumped on the session border controller and found...", as long as the speaker does not come in between and
// it is no wish, no failure and nothing done to them ("he wanted to fix", "she couldn't find", "she was diagnosed").
const OTHERS_SOLVING = new RegExp(
  String.raw`\b${OTHER_DOER} (?:(?!(?:i|we|i'm|i'd|me|my|us|our|to|not|couldn't|didn't|can't|could|would|was|were|if|that|said|says|asked|wanted)\b)[a-z']+ ){0,8}?${SOLVING}\b`,
  'g',
);
/**
 * The speaker's part as a helper's: "i sat in on it and took notes", "i made the teas", "i help him i take the samples";
 * or as a watcher's, admiring the one who did it: "i learned loads just watching how he reads the results", "it was
 * brilliant to watch how calm he was", "because of him we lose only little".
 */
const WATCHED =
  /\b(?:watching|watch|to see|saw exactly) how (?:\w+ )?(?:he|she|they|him|her|you)\b|\b(?:brilliant|amazing|great|incredible|impressive|fascinating) to watch\b|\bbecause of (?:him|her)\b|\bi was (?:just )?(?:copied in|sat next to (?:him|her)|up the ladder with (?:him|her))\b|\btyped up (?:the )?notes\b|\bfor (?:him|her) to sign\b|\bwhile (?:he|she|they) (?:did|fixed|sorted|handled) (?:that|it|this)\b/;
const HELPED =
  /\b(?:(?:he|she|they) had me (?:hold|fetch|carry|pass|get|bring)|my (?:part|role|job),? (?:i )?was (?:just |mainly )?(?:pulling|printing|typing|updating|fetching|booking|sending|taking notes|on the))\b|\bi (?:just |mainly |mostly |basically |was |set up the meeting |set it up )?(?:sat in|took (?:the )?notes|made (?:the )?(?:teas?|coffees?|brews?)|was there (?:in the \w+ )?with (?:him|her|them)|was on the (?:winch|ladder|radio|rope|phone|torch|tag ?line|truck)|(?:grabbing|fetching|passing) (?:whatever|what) (?:he|she|they) (?:shouted|asked|called) for|held the cables|wrote (?:the |them )?(?:\w+ )?down as (?:he|she|they) (?:shouted|called|read|said)|(?:sort of |kind of )?stood (?:by|at|near|back|there|around) (?:the (?:door|doorway|side|entrance|back)|and watched|watching)|was (?:on|at) (?:that|the) (?:job|site|call|shift|van) with (?:him|her|them)|fetched|made (?:him|her|them) a (?:cup of tea|coffee|brew)|pulled the (?:\w+ )?(?:data|figures|numbers|reports) together|passed (?:him|her|them) |held the (?:torch|lamp|ladder|light)|help (?:him|her|them)|helped (?:him|her|them)|assisted (?:him|her|them)|handed (?:him|her|them)|(?:take|took) the samples|was answering|was (?:just |mainly |sort of |kind of )?(?:mixing|bringing|fetching|carrying|holding|passing|watching|making the|helping (?:him|her|them))|wrote up the (?:\w+ )?(?:job sheet|paperwork|notes|report) for (?:him|her|them)|(?:kept|updated) the [a-z ]{1,40} up to date|(?:did|took) the (?:photos|photography|pictures|notes|paperwork|measurements|samples) for (?:him|her|them))\b/;
/** This many things the speaker did, with no helper's part, make the story a shared job, whatever the others did. */
const SHARED_THE_WORK = 5;
/** Two steps that solve it, or more, are someone else's: theirs is the work of the story. */
const OTHERS_STEPS = 2;

/**
 * "the head and the chair of governors ... they went through the whole staffing structure and decided": "they" are
 * the doers only beside a helper's part of the speaker's ("my part was pulling the reports"); customers decide too.
 */
const THEY_SOLVING = new RegExp(
  String.raw`\bthey (?:(?!(?:i|we|i'm|i'd|me|my|us|our|to|not|couldn't|didn't|can't|could|would|was|were|if|that|said|says|asked|wanted)\b)[a-z']+ ){0,8}?(?:${SOLVING}|decided (?:not )?to \w+|went through (?:the |every |all )?(?:whole )?\w+(?: \w+)?)\b`,
  'g',
);

function solvedByOthers(text: string, ownActions: number): string | null {
  const helper = HELPED.test(text) || WATCHED.test(text);
  // "me and my patrol partner found her ... my partner found a charger", beside five things the speaker did: a shared job.
  if (!helper && ownActions >= SHARED_THE_WORK) return null;
  const steps = [...new Set([...text.matchAll(OTHERS_SOLVING), ...(helper ? text.matchAll(THEY_SOLVING) : [])].map((m) => m[0]))];
  // One step of theirs is enough when the speaker's own part is a helper's ("i sat in on it and took notes"), called in or not.
  const helped = steps.length > 0 && helper;
  if (steps.length < OTHERS_STEPS && !helped) return null;
  const first = text.indexOf(steps[0]);
  if (!helped && CALLED_IN.test(text.slice(0, first + steps[0].length))) return null;
  return `${steps.length > 1 ? 'others' : 'someone else'} (${steps
    .slice(0, 2)
    .map((step) => `"${step}"`)
    .join(', ')})`;
}
