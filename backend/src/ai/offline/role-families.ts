import { keptByText } from '../text/kept.js';

/**
 * The families of roles a question, topic or context belongs to (healthcare, a kitchen, work with children...):
 * what the red flags of a role and the outline of a real answer in its field are chosen by.
 */
export type RoleFamily = 'healthcare' | 'education' | 'children' | 'safety-critical' | 'finance' | 'care' | 'hospitality' | 'it' | 'general';

const FAMILY_WORDS: Array<[RoleFamily, RegExp]> = [
  [
    'healthcare',
    /\b(nurs\w*|patients?|ward|icu|hospital|pharmac\w*|prescri\w*|dose|doses|dispens\w*|clinic\w*|dental|dentist|hygienist|medic\w*|paramedic|doctor|midwi\w*|care home)\b/i,
  ],
  ['education', /\b(teach\w*|pupils?|students?|class(room)?|lessons?|school|tutor)\b/i],
  // Children outside a classroom: a nanny's, a lifeguard's, a bailiff's finding only children at home.
  // "An elderly parent" is an adult (set BR's coach: "the child's safety first" for moving an elderly parent).
  ['children', /\b(child(ren)?'?s?|kids?|(?<!\b(?:elderly|older|ageing|aging|frail|widowed) )parents?|toddlers?|babies|baby)\b/i],
  [
    'safety-critical',
    /\b(warehouse|forklift|site|construction|scaffold\w*|electric\w*|circuit|crane|pallets?|racking|driver|aircraft|cabin crew|flight|on board|machinery|plant|excavat\w*|trench|lifting|concrete|engineer\w*)\b/i,
  ],
  // A food bank, a blood bank or a bank holiday is no place of figures.
  [
    'finance',
    /\b(account\w*|(?<!\b(?:food|blood|clothes|baby|toy|seed|milk|question|data|power|river|snow|sand|word) )bank(?! holiday)\w*|ledger|audit\w*|invoices?|financ\w*|teller|payroll|tax|reconcil\w*|bookkeep\w*)\b/i,
  ],
  [
    'care',
    /\b(social work\w*|safeguard\w*|young (person|people)|teen\w*|vulnerable|care work\w*|youth work\w*|support worker|service users?|counsell\w*|food banks?|homeless\w*)\b/i,
  ],
  [
    'hospitality',
    /\b((?<!(outdoor|fitted|new|garden|bespoke) )kitchen(?! (fitt\w*|design\w*|install\w*|refit\w*|extension|units?|worktops?|cabinets?))|food(?! banks?\b)|chef|cook\w*|restaurant|caf[eé]|hotel|fridge|catering|menu|allergen\w*|allerg\w*|bar|waiter|waitress|leftovers)(?![a-z])/i,
  ],
  // "Production" alone is a bakery's or a factory's too: only a system in production is IT's.
  [
    'it',
    /\b(servers?|passwords?|accounts?|access|deploy\w*|production (servers?|systems?|databases?|environments?|incidents?|outages?|bugs?)|database|firewall|software|developer|security|data|admin)\b/i,
  ],
];

export function roleFamilies(question: string, topic: string, context = ''): RoleFamily[] {
  return [...familiesOf(`${topic} ${question} ${context}`)];
}

/** Every answer to a question in a session has the same role families: they are read once per question, topic and context. */
const familiesOf = keptByText<readonly RoleFamily[]>((text) => FAMILY_WORDS.filter(([, words]) => words.test(text)).map(([family]) => family), {
  maxChars: 200_000,
});
