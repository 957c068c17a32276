/** Text the seed repeats: realistic lengths, so payload sizes match real use. */
export const TOPICS = [
  'Behavioral interview',
  'System design interview',
  'Leadership and conflict',
  'Product sense',
  'Salary negotiation',
  'Project retrospective',
  'Customer escalation',
  'Team standup update',
  'Quarterly review [Focus Mode]',
  'Technical deep dive [Focus Mode]',
];

export const QUESTIONS = [
  'Tell me about a time you had to deliver difficult feedback to a colleague. How did you approach it?',
  'Describe a project where the requirements changed late. What did you do and what was the result?',
  'How would you design a service that sends millions of notifications a day?',
  'Walk me through a decision you made with incomplete data. How did you reduce the risk?',
  'Tell me about a time you disagreed with your manager. How was it resolved?',
  'What is the most complex system you have worked on, and what was your part in it?',
  'Describe a time you missed a deadline. What did you learn from it?',
  'How do you prioritise when everything seems urgent?',
];

export const FRAMEWORKS = ['STAR', 'PREP', 'CAR', 'SOAR', null];

export const SESSION_CONTEXT =
  'Senior backend engineer role at a fintech company. The team owns payments reconciliation and on-call for ' +
  'settlement jobs. Interviewers care about ownership, clear communication with finance partners and ' +
  'handling incidents calmly.';

export const ANSWER =
  'In my last role our team had to migrate the billing service to a new database within one quarter. ' +
  'The situation was tricky because two other teams depended on the old schema. My task was to plan the ' +
  'migration without downtime. I set up dual writes, wrote a backfill job, and met the other teams weekly ' +
  'to agree on the cut-over. As a result we switched over two weeks early with no customer-facing errors, ' +
  'and the new queries were about three times faster.';

export const WORDS = [
  'articulate',
  'concise',
  'candid',
  'pragmatic',
  'resilient',
  'meticulous',
  'nuance',
  'leverage',
  'mitigate',
  'cohesive',
  'tenacious',
  'eloquent',
  'succinct',
  'diligent',
  'prudent',
  'adept',
  'ambiguity',
  'rapport',
  'cadence',
  'alignment',
];

export const SCRIPT_CONTENT = Array.from(
  { length: 12 },
  (_, i) =>
    `Paragraph ${i + 1}. Good morning everyone, thank you for joining. Today I want to walk you through our ` +
    'results for the quarter, the two risks we see for the next one, and what we are asking from you.',
).join('\n\n');
