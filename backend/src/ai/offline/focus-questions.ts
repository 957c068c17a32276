import { cleanTopic } from '../text/words.js';
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
  return firstUnasked(candidates, previous, cleanTopic(topic) || 'this context');
}

function groundedQuestions(facts: ContextFacts): Array<Array<[string, string]>> {
  const source = facts.kind === 'notes' ? 'the context' : `the ${facts.kind}`;
  const mentions = facts.kind === 'resume' ? 'Your resume mentions' : `${capitalize(source)} mentions`;
  return [
    facts.achievements.map((a) => [
      `${mentions} ${a}. Walk me through how you approached it, the obstacles you hit and the result.`,
      `Looking back on ${a}, what would you do differently if you did it again, and why?`,
    ] as [string, string]),
    facts.requirements.map((r) => [
      `This role asks for ${requirementPhrase(r)}. Give me a specific example from your work that shows it, and what came of it.`,
      `Why do you think this role needs ${requirementPhrase(r)}, and where do you still want to grow in it?`,
    ] as [string, string]),
    facts.duties.map((d) => [
      `In this role you will ${lowerFirst(d)}. How would you approach that in your first three months?`,
      `Tell me about a time you did something similar to this: "${d}". What did you learn?`,
    ] as [string, string]),
    facts.agendaItems.map((item) => [
      `The agenda includes "${item}". Give a two-minute update on it as if you were presenting it in the meeting.`,
      `Someone asks you about "${item}" in the meeting. What are the key points, the risks and the next steps you would share?`,
    ] as [string, string]),
    facts.skills.map((skill) => [
      `${capitalize(source)} lists ${skill}. Describe a project where ${skill} was central and one decision you made about it.`,
      `How would you explain how you use ${skill} to someone outside your field?`,
    ] as [string, string]),
    facts.roles.map((role) => [
      `${capitalize(source)} mentions the role of ${role}. What would make you successful as ${article(role)} ${role}?`,
      `What do you think is the hardest part of being ${article(role)} ${role}, and how do you handle it?`,
    ] as [string, string]),
  ];
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
