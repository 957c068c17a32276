/**
 * Example answers written for common bank questions: real answers a learner can say out loud,
 * matched by what the question asks. Questions not covered here get an example built from the
 * learner's own answer (see example-answers.ts).
 */
const WRITTEN: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\btell (me|us) about yourself|introduce yourself/i,
    "I'm a customer success manager with five years of experience in software for small clinics. In my current role I look after about forty accounts, and last year I kept our renewal rate above ninety percent by running quarterly check-ins with every clinic manager. Before that I spent three years on a support team, which taught me to stay calm with upset customers and to explain technical problems simply. What I want next is a role closer to the product, where what customers tell me shapes what we build, and that is why this position caught my attention.",
  ],
  [
    /\bwhy do you want (this|the) (job|role|position)|why this (job|role|company)/i,
    'There are two reasons. The first is the product: your tools help teachers plan lessons, and I spent three years as a teacher, so I know how much time bad planning tools waste. The second is the role itself. You want someone to build onboarding for new schools, and in my current job I designed the onboarding for our biggest customers, which cut their setup time from three weeks to one. So this is a job where my background is not just useful, it is the reason I would be good at it.',
  ],
  [
    /\bconflict\b|\bdisagreed? with (a|your) (coworker|colleague|manager|boss|teammate|peer)/i,
    'At my last company the design lead wanted to add two new features a week before a release, and I was worried it would put the date at risk. Our discussions in stand-ups were getting tense, so I asked her for a one-to-one. I started by asking what problem the features solved, and it turned out only one of them mattered to customers. I suggested we ship that one on time and plan the other for the next sprint, and I wrote a short estimate she could show her manager. She agreed, we released on the original date, and since then I start every disagreement by asking what the other person is trying to achieve.',
  ],
  [
    /\b(a time you failed|failure|a mistake you made|went wrong)\b/i,
    'Two years ago I was responsible for moving our customer records to a new system, and I scheduled the switch for a Friday evening without a full rehearsal. The import failed halfway and about four thousand customers could not log in for six hours. I rolled back, wrote to the affected customers with my manager, and ran a review on Monday. The cause was that I had tested on old data. Since then every migration I run gets a dry run on fresh data and a written rollback plan, and the next two went through with no downtime. The lesson I still apply is that a plan is only as good as its rehearsal.',
  ],
  [
    /\bgreatest strength|your strengths?\b/i,
    'My greatest strength is turning vague problems into clear plans. For example, when our support team was overwhelmed last year, nobody knew which tickets to handle first. I grouped a month of tickets into categories, found that a third were about the same billing question, and wrote a help article and a reply template for it. Within six weeks our response time dropped from two days to under one. I enjoy that kind of work: finding the pattern, and then making the fix simple enough that everyone can use it.',
  ],
  [
    /\bweakness/i,
    'A weakness I have been working on is saying yes to too many requests. In my last role I took on every small favour from other teams, and my own project slipped by two weeks. Since then I keep a visible list of my commitments, and when a new request comes in I ask which current task it should replace. My manager and I review the list every Monday. It has made me more reliable, and last quarter I delivered all three of my projects on time.',
  ],
  [
    /\b(tight deadline|miss(ed)? (a|an|the)? ?(important )?deadline|deadline)/i,
    'The first thing I do is measure the gap: what is left, how long it really takes and what is blocking me. Then I tell my manager and the people who depend on the work the same day, because the earlier they know, the more options they have. I bring options with me, for example delivering the core part on time and the rest a week later. Last spring a supplier was two weeks late with data we needed for a client report, so we sent the client three regions on time and the fourth eight days later. The client was fine with it, because they heard it from us early.',
  ],
  [
    /\b(angry|upset|unhappy|difficult) (customer|client)/i,
    'In my job at an internet provider, a customer called for the third time about a connection that kept dropping, and he was shouting by the time he reached me. I let him finish, told him he was right to be frustrated, and promised I would stay with the case until it was fixed. I booked a technician for the next morning instead of running the usual checks again, and I called him the next afternoon to make sure it worked. It turned out to be a faulty cable outside his building. He stayed with us, and he later left a review that named me.',
  ],
  [
    /\b(stress|pressure)\b/i,
    'I handle pressure by making it visible. I write down everything that is due, agree with the people involved on what really matters, and protect time for it. Last March our biggest client moved a launch forward by two weeks, and I was the only designer on the account. I listed the screens we still needed, agreed with the account lead that nine of the twenty-three were needed for launch, and blocked my mornings for design. We delivered the nine screens two days early and the rest a week after launch. Pressure usually comes from a vague amount of work, and it drops as soon as the list is clear.',
  ],
  [
    /\b(critical|negative|difficult) feedback\b/i,
    'In my first year as an analyst my manager told me my reports were accurate but too long for the directors to read. It stung, because I had put a lot of work into them. I asked her for an example of a report she liked, and I rewrote my next one with the conclusion in the first three lines and the details in an appendix. The sales director replied to that report the same day, which had never happened before. Since then I write the summary first, and I ask for feedback on my work early instead of waiting for it.',
  ],
  [
    /\bproud|achievement|accomplishment/i,
    'The achievement I am proudest of is rebuilding the onboarding for our app. New users were dropping out in the first week, and only three in ten finished setup. I interviewed twelve users, found that most got stuck on connecting their calendar, and worked with two engineers to make that step optional and explain it later. Within one quarter, the share of users who finished setup went from thirty to fifty-two percent. What I am proud of is not only the number: it was the first time I led a change from research to release.',
  ],
  [
    /\blet\b.*\bconst\b.*\bvar\b/i,
    'They differ in scope, hoisting and reassignment. Var is function scoped and hoisted with the value undefined, so reading it before its declaration gives undefined instead of an error. Let and const are block scoped and sit in the temporal dead zone until they are declared, so reading them early throws. Const cannot be reassigned, but it does not freeze objects: you can still push into a const array. A classic example is a loop with setTimeout: with var every callback sees the last index, with let each iteration gets its own variable. So I use const by default, let when a value must change, and var only in old code.',
  ],
  [
    /\bclosures?\b/i,
    'A closure is a function together with the variables of the scope where it was created, so it can still use them after the outer function has returned. It works because functions keep a reference to their lexical environment. In my last project I used one to debounce a search box: the debounce function kept a timer in its scope and returned a function that reset the timer on every keystroke, which cut our search requests by about seventy percent. The thing to watch is memory: a closure keeps alive everything it references, so long-lived handlers should not capture large objects.',
  ],
  [
    /\bcorrelation\b.*\bcausation\b/i,
    'Correlation means two measures move together; causation means changing one actually changes the other. At my last job we saw that users who turned on notifications stayed twice as long, and the team wanted to turn notifications on for everyone. But engaged users are more likely to turn them on in the first place, so engagement could be driving both. We ran an A/B test instead, where half of new users got a prompt to enable notifications. The real effect was about a three percent lift in retention, and that is the number we used. Correlation tells you where to look; an experiment tells you what causes what.',
  ],
  [
    /\bjoins?\b/i,
    'A join combines rows from two tables using a related column, such as customers and orders on the customer id. An inner join keeps only rows that match on both sides, while a left join keeps every row of the left table and fills the right side with nulls when nothing matches. At work I had to find customers who had not ordered in a year: an inner join would have dropped exactly those customers, so I used a left join and filtered on a null order id. One pitfall: a condition on the right table in the WHERE clause quietly turns a left join back into an inner join.',
  ],
  [
    /\bcach(e|es|ing)\b/i,
    'Caching means keeping a copy of slow or expensive data in a faster place, such as memory, Redis or a CDN, so repeated reads do not hit the source. Keeping it correct is the hard part. A time to live limits how stale an entry can get, invalidation removes or updates the entry when the data changes, and versioned keys simply stop using old entries. In my last job our API cached prices for ten minutes and customers sometimes saw old prices at checkout, so I added invalidation on every price change and kept a short expiry as a safety net. Stale-price complaints stopped, and the hit rate stayed above ninety percent.',
  ],
];

export function writtenExampleFor(question: string): string | null {
  return WRITTEN.find(([pattern]) => pattern.test(question))?.[1] ?? null;
}
