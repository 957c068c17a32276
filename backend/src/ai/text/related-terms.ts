import { stem } from './words.js';

/**
 * Groups of words that speak about the same thing, so an answer about "disagreeing with a
 * colleague" counts as relevant to a question about "conflict with a coworker".
 * Kept tight: relevance expands only the question's words with these families, never the
 * answer's, so a loose family would let unrelated answers through.
 */
const GROUPS: readonly string[] = [
  'conflict conflicts disagree disagreed disagreement argument argue argued tension tense dispute clash friction compromise confront',
  'coworker coworkers colleague colleagues teammate teammates peer peers',
  'lead leader leadership led manage managed manager managers management mentor mentored coach delegate',
  'fail failed failure failing mistake mistakes wrong error errors setback lesson regret missed lost lose losing slipped crack cracked cracking leak leaked leaking broke broken burst jammed collapsed collapsing defect defects fault faulty',
  'success successful achievement accomplishment proud proudest win won achieve achieved milestone',
  'customer customers client clients user users buyer buyers consumer guest guests',
  'sell sales selling sold deal deals pipeline prospect prospects quota revenue closing negotiate negotiation pitch',
  'expensive price prices pricing cost costs budget cheap discount afford value money',
  'deadline deadlines late later schedule timeline due date dates overdue delay delayed',
  'miss missed missing slip slipped late delay delayed behind overdue',
  'resolve resolved resolution solve solved settle settled sorted agreed compromise',
  'pressure stress stressful calm cope coping overwhelmed burnout',
  'change changes adapt adaptation adjust transition pivot',
  'communicate communication presentation present presenting audience speak speaking',
  'feedback criticism critique review',
  'goal goals objective objectives target targets plan planning strategy strategic vision',
  'problem problems issue issues challenge challenges obstacle obstacles',
  'bug bugs incident outage troubleshoot debug debugging fix fixed crash',
  'data analysis analyse analyze analytics metric metrics statistics statistical dashboard insight insights',
  'correlation correlate correlated causation cause causes caused causal confounder experiment',
  'code coding program programming software developer development engineer engineering implement implementation',
  'design architecture system systems scalable scale scalability component components service services microservice microservices',
  'test testing tests quality qa automated automation',
  'database databases sql query queries table tables row rows column columns schema postgres mysql',
  'join joins inner outer left right match matching matches null',
  'javascript js typescript node react frontend browser',
  'closure closures function functions scope lexical callback',
  'variable variables declare declared declaration scope scoped hoisting hoisted reassign reassigned block',
  'performance fast slow speed latency optimize optimise optimization optimisation',
  'cache caches caching cached invalidate invalidation expiry expire ttl stale redis cdn',
  'security secure vulnerability authentication authorization encryption password passwords',
  'cloud aws azure gcp kubernetes docker container containers deploy deployment infrastructure devops',
  'product products feature features launch launched release released requirement requirements mvp',
  'roadmap roadmaps priority priorities prioritise prioritize prioritised prioritized backlog',
  'market marketing brand campaign campaigns advertising growth acquisition seo',
  'meeting meetings agenda standup attendees',
  'status update updates progress track blocker blockers risk risks finished done completed',
  'project projects initiative programme program',
  'hire hiring recruit recruiting interview interviews candidate candidates onboarding',
  'motivate motivation motivated passion passionate',
  'strength strengths skill skills talent weakness weaknesses',
  'job jobs career role roles position company employer work opportunity',
  'remote home office offices hybrid commute commuting wfh',
  'patient patients nurse nursing surgery operation ward hospital anaesthetist anesthetist theatre clinic',
  'anxious anxiety nervous worried worry fear afraid scared panic reassure reassurance',
  'teacher teachers teach taught teaching school class lesson lessons student students',
  'volunteer volunteering volunteered charity community service unpaid',
  'book books read reading novel novels film films movie movies cinema watch watching story stories',
  'travel trip visit visiting holiday vacation journey place destination',
  'social media instagram tiktok facebook twitter youtube online platform platforms',
  'young youth teenager teenagers teen teens children kids adolescents',
  'risk risks uncertainty decision decisions tradeoff tradeoffs judgment judgement',
  'creative creativity idea ideas innovate innovation innovative brainstorm',
  'organization organisation business firm culture values mission',
  'process processes workflow efficiency efficient streamline',
  'learn learned learning learnt lesson lessons taught realised realized study studied course training upskill',
  'ethics ethical integrity honest honesty trust transparency',
  // Set BP: "escalated a deteriorating patient" told as "called the medical registrar" when "news went from two to six".
  'escalate escalated escalating escalation registrar consultant on-call bleep bleeped paged alerted sbar',
  // A question asked in a clinic's words is answered in a patient's (set CE: "short-sightedness" told as the eye, glasses, blur).
  'sight sighted sightedness eyesight vision eye eyes glasses spectacles lens lenses blur blurry blurred',
  'gait walk walks walking walked stride limp limping',
  'deteriorate deteriorated deteriorating deterioration worse worsening worsened declining declined unwell sicker news sats observations obs',
];

const RELATED = buildIndex(GROUPS);

function buildIndex(groups: readonly string[]): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  for (const group of groups) {
    const stems = group.split(/\s+/).map(stem);
    for (const s of stems) {
      const known = index.get(s) ?? new Set<string>();
      stems.forEach((other) => known.add(other));
      index.set(s, known);
    }
  }
  return index;
}

/** The stems plus every stem that shares a group with one of them. */
export function expandRelated(stems: Iterable<string>): Set<string> {
  const expanded = new Set<string>();
  for (const s of stems) {
    expanded.add(s);
    RELATED.get(s)?.forEach((other) => expanded.add(other));
  }
  return expanded;
}

/** The stems in the same families as one stem, the stem included. */
export function relatedGroupOf(term: string): ReadonlySet<string> {
  return RELATED.get(term) ?? new Set([term]);
}
