/**
 * Questions for topics the bank does not know, written so they read as English whatever the
 * topic is: a role ("product manager", "Python developer") and a field or activity
 * ("beekeeping", "machine learning") get different frames.
 */
const ROLE_WORDS = new Set(
  `manager engineer developer designer teacher nurse analyst accountant consultant assistant officer specialist scientist
  architect administrator coordinator representative executive director lead technician therapist pharmacist doctor lawyer
  writer editor researcher recruiter chef pilot driver agent clerk cashier receptionist tutor trainer owner founder
  marketer salesperson programmer tester paramedic midwife carer caregiver barista waiter waitress cook electrician plumber
  mechanic translator interpreter journalist photographer librarian scrum master pm`.split(/\s+/),
);

/** Words that name the practice, not the subject: "nursing interview" is about nursing. */
const NOT_SUBJECT = /\b(interviews?|questions?|practice|prep|preparation|mock|skills?|job|role|position)\s*$/i;

const ROLE_FRAMES: readonly string[] = [
  'What does a typical week look like for {a role}, and which part of it do you do best?',
  'Tell me about a time your work as {a role} made a real difference to someone. What did you do?',
  'Which skill matters most for {a role}, and when have you shown it?',
  'What is the hardest decision {a role} has to make, and how would you make it?',
  'Tell me about a mistake you made in your work as {a role}. What did you learn from it?',
  'What would you want to achieve in your first three months as {a role}?',
  'How would you explain what {a role} does to someone who has never worked in an office?',
  'Why do you want to work as {a role}, and what have you done to prepare for it?',
  'How do you think the job of {a role} will change in the next few years?',
  'Describe a difficult person you might work with as {a role}, and how you would handle them.',
];

const FIELD_FRAMES: readonly string[] = [
  'What is the most important thing a beginner should understand about {topic}, and why?',
  'Tell me about a time you used what you know about {topic} to solve a real problem. What was the result?',
  'What first drew you to {topic}, and what keeps you interested in it?',
  'What is a common misconception about {topic}, and how would you correct it?',
  'Describe the biggest challenge you have faced with {topic} and how you handled it.',
  'If you had to teach a one-hour workshop on {topic}, how would you structure it?',
  'What changes do you think will shape {topic} over the next few years, and why?',
  'Tell me about an experience with {topic} that you are proud of.',
  'What skills does someone need to be good at {topic}, and which of them are you developing right now?',
  'Tell me about a mistake you made with {topic}. What did you learn from it?',
  'Why does {topic} matter to people who are not experts in it?',
  'Which people or resources have most shaped how you think about {topic}, and why?',
];

/** Topics longer than this are not repeated inside a question. */
const MAX_ECHOED_TOPIC_LENGTH = 60;

export function topicFrames(rawTopic: string): string[] {
  let topic = rawTopic.trim().replace(/\s+/g, ' ');
  for (let i = 0; i < 3 && NOT_SUBJECT.test(topic); i++) topic = topic.replace(NOT_SUBJECT, '').trim();
  if (topic === '') return [];
  // A topic as long as a paragraph would read as a question about itself: "this topic" instead
  // (the practice view shows the topic above the question).
  if (topic.length > MAX_ECHOED_TOPIC_LENGTH) return FIELD_FRAMES.map((frame) => frame.replaceAll('{topic}', 'this topic'));
  const words = topic.toLowerCase().split(' ');
  const last = words[words.length - 1];
  const isRole = ROLE_WORDS.has(last) || /(ist|ician)$/.test(last);
  // "Nursing" reads as "nursing" inside a sentence; "Python developer" and "UX design" keep their capitals.
  if (words.length === 1 || ROLE_WORDS.has(words[0])) topic = /^[A-Z][a-z]/.test(topic) ? topic.charAt(0).toLowerCase() + topic.slice(1) : topic;
  if (isRole) {
    const role = topic;
    const withArticle = `${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}`;
    return ROLE_FRAMES.map((frame) => frame.replaceAll('{a role}', withArticle));
  }
  return FIELD_FRAMES.map((frame) => frame.replaceAll('{topic}', topic));
}
