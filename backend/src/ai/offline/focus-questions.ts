import { topicWithoutFocusMarker } from '@speakwell/contracts';
import { extractContextFacts, type ContextFacts } from './context-facts.js';
import { firstUnasked, questionPool } from './drill-questions.js';

/**
 * Focus Mode questions grounded in the pasted context. Each fact found in the context gives
 * a couple of questions; kinds are interleaved so consecutive questions cover different parts.
 */
export function pickFocusQuestion(topic: string, context: string, previous: readonly string[]): string {
  const facts = extractContextFacts(context);
  const grounded = groundedQuestions(facts);
  // First angle on every fact before a second angle on any.
  const firstAngles = interleave(grounded.map((group) => group.map(([first]) => first)));
  const secondAngles = interleave(grounded.map((group) => group.map(([, second]) => second)));
  // Repeated keywords are a weak signal: use them only when the context has nothing better.
  const fromKeywords = firstAngles.length === 0 ? keywordQuestions(facts) : [];
  const candidates = [...firstAngles, ...secondAngles, ...fromKeywords, ...questionPool(topic)];
  return firstUnasked(candidates, previous, topicWithoutFocusMarker(topic) || 'this context');
}

type Frame = (item: string) => string;

/**
 * Several forms per kind of fact, so consecutive Focus Mode questions do not all read alike:
 * the n-th fact of a kind opens with the n-th form, and its second angle uses another one.
 */
function groundedQuestions(facts: ContextFacts): Array<Array<[string, string]>> {
  const source = facts.kind === 'notes' ? 'the context' : `the ${facts.kind}`;
  const mentions = facts.kind === 'resume' ? 'Your resume mentions' : `${capitalize(source)} mentions`;
  const frames: Array<[readonly string[], readonly Frame[]]> = [
    [
      facts.achievements,
      [
        (a) => `${mentions} ${a}. Walk me through how you approached it, the obstacles you hit and the result.`,
        (a) => `Looking back on ${a}, what would you do differently if you did it again, and why?`,
        (a) => `What was your own part in ${a}, and what did the others on the team do?`,
        (a) => `How did you know that ${a} was a success? What did you measure?`,
      ],
    ],
    [
      facts.requirements,
      [
        (r) => `This role asks for ${requirementPhrase(r)}. Give me a specific example from your work that shows it, and what came of it.`,
        (r) => `Why do you think this role needs ${requirementPhrase(r)}, and where do you still want to grow in it?`,
        (r) => `Imagine your first month here: where would ${requirementPhrase(r)} matter most, and what would you do?`,
        (r) => `How would a colleague describe you when it comes to ${requirementPhrase(r)}? Give an example they might mention.`,
      ],
    ],
    [
      facts.duties,
      [
        (d) => `In this role you will ${lowerFirst(d)}. How would you approach that in your first three months?`,
        (d) => `Tell me about a time you did something similar to this: "${d}". What did you learn?`,
        (d) => `What could go wrong when you ${lowerFirst(d)}, and how would you prevent it?`,
        (d) => `Which part of this duty would you find hardest: "${d}"? Why, and how would you handle it?`,
      ],
    ],
    [
      facts.agendaItems,
      [
        (i) => `The agenda includes "${i}". Give a two-minute update on it as if you were presenting it in the meeting.`,
        (i) => `Someone asks you about "${i}" in the meeting. What are the key points, the risks and the next steps you would share?`,
        (i) => `A senior colleague disagrees with your plan for "${i}". How do you respond in the meeting?`,
        (i) => `Close the discussion on "${i}": summarise the decision, the owners and the dates.`,
      ],
    ],
    [
      facts.skills,
      [
        (k) => `${capitalize(source)} lists ${k}. Describe a project where ${k} was central and one decision you made about it.`,
        (k) => `How would you explain how you use ${k} to someone outside your field?`,
        (k) => `What is a mistake people often make with ${k}, and how do you avoid it?`,
        (k) => `If you had one week to get a new teammate productive with ${k}, what would you show them first?`,
      ],
    ],
    [
      facts.roles,
      [
        (r) => `${capitalize(source)} mentions the role of ${r}. What would make you successful as ${article(r)} ${r}?`,
        (r) => `What do you think is the hardest part of being ${article(r)} ${r}, and how do you handle it?`,
        (r) => `Tell me about a day when being ${article(r)} ${r} was harder than usual. What happened?`,
        (r) => `What would your first priorities be as ${article(r)} ${r} here, and why?`,
      ],
    ],
  ];
  return frames.map(([items, forms]) =>
    items.map((item, index) => [forms[index % forms.length](item), forms[(index + 1 + (index % 2)) % forms.length](item)] as [string, string]),
  );
}

function keywordQuestions(facts: ContextFacts): string[] {
  const source = facts.kind === 'notes' ? 'the context' : `the ${facts.kind}`;
  return [
    ...facts.keywords.map((k) => `${capitalize(source)} mentions ${k}. Tell me about it: what happened, and what did it mean to you?`),
    ...facts.keywords.map((k) => `What would you most want a listener to understand about ${k}, and why?`),
  ];
}

/** One from each kind in turn: achievement, requirement, duty, agenda item, skill, role, keyword, then again. */
function interleave(groups: string[][]): string[] {
  const out: string[] = [];
  const longest = Math.max(0, ...groups.map((g) => g.length));
  for (let i = 0; i < longest; i++) for (const group of groups) if (i < group.length) out.push(group[i]);
  return out;
}

/** "Ability to lead" reads as "the ability to lead" inside a sentence. */
const requirementPhrase = (r: string): string => (/^ability\b/i.test(r) ? `the ${lowerFirst(r)}` : lowerFirst(r));
const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string): string => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a');
