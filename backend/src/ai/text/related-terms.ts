import { stem } from './words.js';

/**
 * Groups of words that speak about the same thing, so an answer about "disagreeing with a
 * colleague" counts as relevant to a question about "conflict with a coworker".
 * Deliberately broad: the gate uses it only to spot answers that share nothing at all
 * with the question.
 */
const GROUPS: readonly string[] = [
  'conflict disagree disagreement argument argue tension dispute clash friction tense compromise resolve resolution confront difficult',
  'coworker colleague teammate peer team teams colleagues coworkers manager boss stakeholder stakeholders partner',
  'lead leader leadership led manage managed manager management mentor mentored coach delegate guide direct ownership owner',
  'fail failure mistake mistakes wrong error setback lesson learned learn learning regret',
  'success achievement accomplishment proud proudest win won achieve achieved delivered milestone',
  'customer client user users customers clients buyer buyers consumer',
  'sell sales selling sold deal deals pipeline prospect prospects quota revenue close closing negotiate negotiation pitch',
  'deadline deadlines pressure urgent schedule late timeline priorities prioritize prioritise priority',
  'change changes adapt adaptation adjust transition pivot reorganization',
  'communicate communication explain presentation present presenting audience speak speaking',
  'feedback criticism critique review reviewed improve improvement',
  'goal goals objective objectives target targets plan planning strategy strategic vision roadmap',
  'problem problems issue issues challenge challenges obstacle obstacles bug bugs incident outage troubleshoot debug fix fixed solve solved solution',
  'data analysis analytics metric metrics measure measured numbers statistics dashboard insight insights',
  'code coding program programming software developer development engineer engineering implement implementation build built',
  'design architecture system systems scalable scale scalability component components service services microservice microservices',
  'test testing tests quality qa unit integration automated automation',
  'database databases sql query queries index indexes schema postgres mysql mongodb',
  'javascript js typescript ts node react frontend front browser dom async await promise promises closure closures',
  'performance fast slow speed latency optimize optimise optimization optimisation cache caching memory',
  'security secure vulnerability authentication authorization encryption password passwords',
  'cloud aws azure gcp kubernetes docker container containers deploy deployment infrastructure devops pipeline ci cd',
  'product feature features roadmap launch launched release released requirement requirements spec mvp',
  'market marketing brand campaign campaigns audience growth acquisition seo content',
  'meeting meetings agenda update updates status standup minutes action items attendees',
  'budget cost costs money spend spending price pricing expense expenses saving savings profit',
  'hire hiring recruit recruiting interview interviews candidate candidates onboarding',
  'motivate motivation motivated passion passionate interest interested',
  'strength strengths skill skills talent weakness weaknesses improve',
  'career job role position future ambition ambitions aspire grow growth',
  'yourself background experience studied study degree university career',
  'risk risks uncertainty decide decision decisions tradeoff tradeoffs judgment judgement choose chose',
  'creative creativity idea ideas innovate innovation innovative brainstorm',
  'stress stressful calm pressure cope coping manage balance burnout',
  'company organization organisation business firm employer culture values mission',
  'process processes workflow efficiency efficient improve streamline automate',
  'learn learned learning study studied course training skill upskill',
  'ethics ethical integrity honest honesty trust transparency',
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
