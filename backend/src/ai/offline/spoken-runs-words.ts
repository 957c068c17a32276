/**
 * The words the spoken-run cutter (spoken-runs.ts) reads: what starts, carries on, opens or ends a clause in speech
 * written without full stops.
 */
export const SAYS = new Set(['say', 'says', 'said', 'explained', 'explain', 'shouted', 'shout', 'told', 'tell']);
/** "I see a lot of the cows they...": what is seen or known follows. */
export const PERCEIVES = new Set([
  'see',
  'sees',
  'notice',
  'notices',
  'find',
  'finds',
  'realise',
  'realize',
  'know',
  'knew',
  'think',
  'feel',
  'hear',
  'read',
  'remember',
]);
/** Words after which a time just named ends its clause: "...called our line one morning | and he was crying". */
export const ENDS_A_CLAUSE_ON = new Set(['and', 'but', 'so', 'then', 'because', 'when', 'while', '']);
/**
 * "found out", "made sure", "was scared", "confirmed in writing": what follows is what was found, made sure of, feared
 * or confirmed ("the lab confirmed in writing | they'd resealed it", set CG's coach).
 */
export const FOUND_OUT =
  /^(\S+ )?(found|find|finds|figured|worked|turned|turns) out$|^(make|made|makes|making) sure$|\b(scared|frightened|terrified|convinced|aware|worried)$|\b(recommending|recommended|suggesting|warning|advising)$|\b(confirmed|admitted|agreed|realised|realized|noticed|discovered|established)( in writing| by email| on the phone)?$/;
/** A word said back: "they said yes we can do it today". */
export const ANSWERED = new Set(['yes', 'no', 'okay', 'ok', 'sure', 'fine', 'right', 'look', 'listen']);
/**
 * The end of a clause that wants another: "the problem with the link is | they never...", "by the time | i saw it", "there
 * wasn't much more | i could have done", "so people leave feeling | they've done something".
 */
export const WANTS_A_CLAUSE =
  /(\bthe (?:main |big |biggest |real |only |first |other )?(?:problem|thing|issue|trouble|point|reason|difference|truth|idea|plan|rule|worry|danger|risk|key|trick|fact|result|hope)\b.*\b(?:is|was)|\b(?:by the|every|each|any|the first|the last|the next) time|\bthe (?:moment|minute|second)|\bas soon as|\bnow that|\bin case|\beven though|\b(?:much|nothing|any) more|\b(?:anything|nothing|something|everything) else|\bnot much|\bfeeling)$/;
/** "what i learned was...", "what we do now is": the lesson starts a sentence of its own. */
export const TELLS_THE_LESSON = /^(i|we) (learned|learnt|took away|took from|realised|realized|found out|changed|do now|always do)\b/;
/**
 * A subject said before the pronoun that takes it up: "so my lead | she", "and also my boss | he", "a lot of my friends |
 * they", "most of the time people | they".
 */
export const SUBJECT_SAID_FIRST =
  /(?:^|\s)((?:so|but|then|because)(?: also)? (?:my|our|the|his|her|their) [a-z]+|and(?: also)? (?:my|our|the|his|her|their) (?:man|woman|guy|guys|lads|lady|boy|girl|kid|kids|neighbour|customer|client|patient|boss|manager|colleague|lead|supervisor|driver|teacher|student|mum|dad|mother|father|wife|husband|son|daughter|brother|sister|friend|friends|family|owner|doctor|nurse|people|team|staff|workers|parents|children|chef)|(?:(?:and|so|but|then|because) )?(?:a lot|lots|most|some|many|half|both|one|two|three) of (?:the |my |our |their |his |her |your |these |those )?[a-z]+(?: people| [a-z]+s)?)$/;

/** A run of more words than this without a full stop is read as speech-to-text. */
export const SPOKEN_RUN = 45;
/** A piece longer than this is cut again where "and", "so" or "but" open a clause of their own. */
export const JOINED_RUN = 30;
/** Words that start a spoken sentence again. */
export const SAYS_AGAIN = new Set(
  `i we he she they then but i'd i'm i've i'll we'd we're we've we'll he'd he's she'd she's they'd they're they've`.split(/\s+/),
);
/** A word that makes a clause: a subject or a finite verb. */
export const HAS_A_CLAUSE = /^(i|we|he|she|they|it|there|was|were|is|are|am|had|has|have|did|do|does|[a-z]+'(s|d|m|re|ve|ll)|[a-z]{3,}ed)$/i;
/** A story's new time, which starts a sentence: "...more stressed | last month I had a cocker spaniel". */
export const SETS_A_TIME = /^(last (week|month|year|spring|summer|autumn|winter|time|season|term)|one (day|time|night|morning|evening)|these days)$/i;
/** Words that join two clauses of a spoken run. */
export const CLAUSE_JOINS = new Set(['and', 'so', 'but', 'then']);
/** A clause of its own after "and", "so" or "but": its subject comes first ("and we change...", "so the nurse..."). */
export const OPENS_ITS_OWN =
  /^((i|we|he|she|they|i'd|i'm|i've|we'd|we're|he'd|she'd|they'd|there|it's|that's|you (?!know\b)[a-z]+|it (was|is|had|has|would|will|can|could|[a-z]+ed)|this (was|is)|for me)\b|(then|also|now|after|later|afterwards|since|since then|after that|from then on) (i|we|he|she|they|it|it's|there)\b|(the|my|his|her|their|our) [a-z]+ (was|were|had|is|are|said|told|came|went|got|asked|called|rang|wanted|did)\b)/;
/** Words after which "if", "once"... put their clause first: "and if...", "because often once they realise...". */
export const BEFORE_PUT_FIRST = new Set(['and', 'so', 'but', 'then', 'because', 'often', 'usually', 'normally', 'sometimes', 'that', 'also']);
/** Other subjects a sentence opened by a clause put first can have: "when you rush you make mistakes". */
export const SUBJECTS = new Set(['you', "you'd", "you're", "you've", "it's", "there's", "that's"]);
/** Words a long piece is cut before when nothing better is found. */
export const JOINS_ON = new Set(['and', 'so', 'but', 'then', 'because', 'which', 'like', 'when', 'where', 'while', 'although', 'though']);
/** Words that put a clause or a time first, before the sentence they open ("if it's a high value item I'd..."). */
export const PUT_FIRST = new Set([
  'if',
  'when',
  'once',
  'because',
  'since',
  'after',
  'before',
  'while',
  'until',
  'unless',
  'whenever',
  'as',
  'instead',
  'rather',
  'for',
]);
/**
 * Words at the end of a piece that open the next sentence: "and in the end | she recommended us", "and normally | we
 * leave a card", "by the end of the year | he'd caught up".
 */
export const OPENS_THE_NEXT = new RegExp(
  String.raw`(?:^|\s)((?:(?:and|so|but) )?(?:in the end|at the end|by the end(?: of (?:the|that|this) [a-z]+)?|afterwards|after that|after a while|eventually|normally|usually|generally|luckily|fortunately|unfortunately|thankfully|sadly|later(?: on)?|(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|fifty|[0-9]+|a few|a couple of|about an?|about [a-z]+) (?:minutes?|hours?|days?|weeks?|months?|years?) later|then|finally|at first|now (?:on|for|with|in|at|before|after) (?:any|every|each|all|the|a|my|our) (?:[a-z-]+ ){0,2}[a-z]+|now|nowadays|these days|since then|(?:on|by) (?:the )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: (?:morning|afternoon|evening|night))?(?: by (?:about )?[a-z0-9]+(?: oclock| o'clock)?)?|between (?:them|us|the (?:two|three) of (?:them|us))|(?:in|over|during|within) the (?:last|next|first|past|following) (?:[a-z0-9-]+ ){0,3}[a-z]+s|for (?:example|instance)(?: [a-z]+){1,4}|from then on|the next (?:day|week|morning|month|time|shift)|the same (?:day|morning|afternoon|evening|night|week)|next (?:day|week|time)|one (?:day|time|night|morning|evening)|last (?:week|month|year|time)|for (?:example|instance)|(?:next|last|every|each) (?:cycle|quarter|harvest|season|term|year|month|week|day|time|session|shift|visit|morning|evening|night)|(?:within|after|during|in) (?:a|an|one|two|three|a few|the first|the next|that|those|the) (?:minutes?|hours?|days?|weeks?|months?|years?|sessions?|visits?|shifts?)|(?:in|at|on|during|by) (?:the|his|her|their|our|my|that|this|each) (?:[a-z0-9-]+ ){0,2}(?:appointment|follow-up|review|visit|meeting|session|point|stage|inspection|interview|handover|briefing|end|start|beginning|morning|evening|afternoon|night|weekend|moment|courses|shifts|jobs|sites|rounds|visits|concert|show|performance|recital|match|game|race|exam|final|competition|launch|opening|festival|fair|event|presentation|audit|assessment)|(?:in|at|on) my (?:last|previous|old|first|current|second|next) [a-z]+|in (?:the )?meantime|meanwhile|at that point|by then|(?:one|the next|the following|that|last|this|next|every|on the) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: (?:morning|afternoon|evening|night))?|the following (?:day|week|month|year|morning|season|term|spring|summer|autumn|winter|shift)|(?:by|around|in|during) (?:about |around )?the (?:first|second|third|fourth|fifth|sixth|next|last) (?:day|week|month|year|session|visit|lesson|shift|night|morning)|(?:a|one|two|three|four|five|a few|a couple of|about|some) (?:[a-z]+ )?(?:days?|weeks?|months?|years?|summers?|winters?|springs?|autumns?|seasons?|terms?) ago|by (?:the )?(?:summer|winter|spring|autumn|christmas|easter)|now (?:every|each|any|all) [a-z]+|by (?:about |around )?(?:week|day|month|year|session|visit|lesson) [a-z0-9]+|(?:at the )?same time|(?:from|after|because of) (?:this|that|it)(?: (?:experience|day|job|case|incident|mistake))?|(?:and|so|but) (?:slowly|gradually|instead|suddenly|for the (?:first|next|last) (?:few |couple of )?(?:minutes|hours|days|weeks|months|years))))$`,
);
/** Words that open a clause the next few words still belong to. */
export const OPENS_A_CLAUSE = new Set([
  'that',
  'if',
  'when',
  'because',
  'whether',
  'which',
  'where',
  'as',
  'who',
  'what',
  'how',
  'why',
  // "once on the way to rotterdam I was stuck": a setting opened just before belongs to the sentence it sets.
  'once',
  'during',
  'while',
  'until',
  'since',
  'after',
  'before',
]);
/** Prepositions a run can end on when its last words name the thing before them ("a deadline i'm proud of"). */
export const ENDS_ON = new Set(['of', 'about', 'on', 'with', 'for', 'to', 'in', 'at', 'from']);
/** Verbs a question puts before its subject: "can they understand", "did she". */
export const INVERTS = new Set(['can', 'could', 'will', 'would', 'should', 'must', 'might', 'do', 'does', 'did']);
/** A pronoun that takes up the noun said just before it, and the word that puts that noun first. */
export const RESUMING = new Set(['he', 'she', 'they']);
export const NAMES_A_SUBJECT = new Set(['and']);
export const DETERMINERS = new Set(['the', 'my', 'our', 'his', 'her', 'their', 'this', 'that']);
/** Who can be a sentence's subject said twice ("and the farmer he..."); "i called the manager and the gate | he had..." names a thing. */
export const PEOPLE =
  /^(farmer|driver|manager|boss|customer|client|patient|son|daughter|father|mother|dad|mum|grandfather|grandmother|cousin|neighbour|neighbor|guys|lads|boys|girls|man|woman|lady|guy|kid|kids|child|children|teacher|doctor|nurse|owner|supervisor|engineer|chef|officer|wife|husband|brother|sister|friend|colleague|students?|parents?|family|guests?|passengers?|workers?|people|staff|team|police|boss|director|foreman|mechanic|technician)$/;
/** "I think" as an aside, and the words it can stand after: "we had | i think | nine days", "it was | i guess | about ten". */
export const ASIDE = new Set(['think', 'guess', 'reckon', 'believe']);
export const WANTS_MORE = new Set(['had', 'have', 'has', 'was', 'were', 'is', 'are', 'got', 'about', 'maybe', 'be', 'been', 'took', 'take', 'takes']);
/** "The thing | i took from it", "the main lesson | i learned": a head the next words say which of. */
export const WHICH_THING = new Set(['thing', 'things', 'one', 'ones', 'part', 'bit', 'lesson', 'stuff', 'way', 'reason']);
export const SAYS_WHICH = new Set(['the', 'one', 'this', 'that', 'only', 'main', 'first', 'other', 'big', 'biggest', 'last', 'best', 'hardest', 'so', 'like']);
/**
 * "...the strand test we did and explained", "the one I remember was...": the pronoun and its verb say which thing,
 * with no object of their own.
 */
export const NAMES_WHICH =
  /^((can|could|should|would|will|might|must|have to|had to|had|have|has|hadn't|haven't|always|usually|often|never|just|still)( have| always| never| just)? )?([a-z]+ed|did|had|used|made|got|saw|wanted|needed|bought|took|chose|ordered|booked|do|have|use|need|remember|keep|wrote|ran|built|bring|brought|gave|give|left|found|sent|kept|done|seen|said|met|carry|wear|wore|thought of|heard of)( (and|so|but|then|if|with|for|on|at|in|as|yesterday|earlier|before|was|is|were|are)\b|$)|^(('d|had|have) )?(put|set|fitted|built|brought) (in|up|out|on)( (and|so|but|then|was|is|were|are)\b|$)|^(would|could|can|will|should|do|did) (and|or) |^(was|were|had been|have been|am|are) [a-z]+ing( (after|for|with|on|at|in|to|about|into))? ([a-z]+ed|was|were|had|got|went|came|ran|fell|died|broke|took)\b|^([a-z]+ed|come|met|seen|known|had|got|dealt|taught|hired|built|run)( (across|with|to|in|on|up|for|about|at|of))? (is|are|was|were)\b/;
/** Verbs that tell someone something: "they tell me | she always has...". */
export const TELLS = new Set(
  `tell tells told telling ask asks asked show shows showed shown remind reminds reminded promise promised warn warned assure assured reassure reassured convince convinced teach taught`.split(
    /\s+/,
  ),
);
/**
 * Words after which the sentence carries on: "and I", "that we", "I think so", "said I", "I suggested we add...",
 * "say look I've got this".
 */
export const CARRIES_ON = new Set(
  `and or but that because when if so which who whom whose where as than to of the a an my our his her their your its for with in on at by from
  until while what how why said say says think thought know knew realised realized found find meant mean told tell asked ask hope hoped guess
  believe sure even just also both either once since before after like um uh honestly actually basically really obviously literally
  probably maybe yeah well okay ok right first second third next suggested suggest suggests explained explain noticed notice decided decide agreed
  agree admitted admit remember remembered saw see showed show promised promise reckon reckoned felt feel figured mentioned understood understand
  heard hear learned learnt learn wish wished assumed assume insisted confirmed worried afraid look listen hey realise realize realises
  realizes suppose supposed i we he she they saying telling asking hoping thinking knowing realising check checked ensure ensured everything anything something nothing
  way though although unless`.split(/\s+/),
);
