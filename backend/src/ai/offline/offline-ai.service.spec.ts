import { AiErrorCode } from '../ai.errors.js';
import { OfflineAiService } from './offline-ai.service.js';
import { QUESTION_SUBJECTS } from './question-bank.js';
import { aiFailure } from '../../../test/support/ai-failure.js';

const RESUME = `Jane Doe - Senior Software Engineer
Experience
Acme Corp, 2019 - present
- Led the migration of 40 services to Kubernetes, cutting hosting costs by 30%
- Built a real-time analytics pipeline with Kafka and PostgreSQL
- Mentored 5 junior developers
Skills: TypeScript, React, AWS, Terraform`;

describe('OfflineAiService', () => {
  const ai = new OfflineAiService();
  afterAll(() => ai.onModuleDestroy());

  const failure = aiFailure;

  it('names itself as the offline provider', () => {
    expect(ai.providerName).toBe('offline');
  });

  it('asks topic questions without ever repeating one in a long session', async () => {
    const asked: string[] = [];
    for (let i = 0; i < 60; i++) asked.push((await ai.drillQuestion({ topic: 'JavaScript interviews', previousQuestions: asked })).question);
    expect(new Set(asked).size).toBe(60);
    const javascriptBank = QUESTION_SUBJECTS.find((s) => s.name === 'javascript')?.questions ?? [];
    expect(asked.slice(0, javascriptBank.length).sort()).toEqual([...javascriptBank].sort());
  });

  it('builds questions around an unknown topic', async () => {
    const { question } = await ai.drillQuestion({ topic: 'beekeeping [Focus Mode]', previousQuestions: [] });
    expect(question).toContain('beekeeping');
    expect(question).not.toContain('[Focus Mode]');
  });

  it('grounds focus questions in the pasted resume', async () => {
    const asked: string[] = [];
    for (let i = 0; i < 4; i++) asked.push((await ai.focusQuestion({ topic: 'Focused Session', context: RESUME, previousQuestions: asked })).question);
    expect(asked[0]).toBe(
      'Your resume mentions leading the migration of 40 services to Kubernetes. Walk me through how you approached it, the obstacles you hit and the result.',
    );
    expect(asked.join('\n')).toMatch(/building a real-time analytics pipeline with Kafka and PostgreSQL/);
    expect(asked.join('\n')).toMatch(/Senior Software Engineer|TypeScript/);
    expect(new Set(asked).size).toBe(4);
  });

  it('grounds focus questions in a job description and an agenda', async () => {
    const job =
      'We are looking for a Product Manager.\nRequirements:\n- 3+ years of experience with B2B SaaS products\n- Ability to communicate clearly with executives';
    expect((await ai.focusQuestion({ topic: '', context: job, previousQuestions: [] })).question).toContain('3+ years of experience with B2B SaaS products');
    const agenda = 'Weekly product sync agenda\n1. Q3 roadmap review\n2. Mobile release status';
    expect((await ai.focusQuestion({ topic: '', context: agenda, previousQuestions: [] })).question).toContain('"Q3 roadmap review"');
  });

  it('grounds focus questions in short free-form notes by their names and nouns', async () => {
    const notes = 'I want to practise talking about my trip to Japan and the temples in Kyoto.';
    const first = await ai.focusQuestion({ topic: 'Travel', context: notes, previousQuestions: [] });
    const second = await ai.focusQuestion({ topic: 'Travel', context: notes, previousQuestions: [first.question] });
    expect([first.question, second.question]).toEqual([
      'The context mentions Japan. Tell me about it: what happened, and what did it mean to you?',
      'The context mentions Kyoto. Tell me about it: what happened, and what did it mean to you?',
    ]);
  });

  it('gives STAR tips for a behavioural question and explain-then-example tips for a technical one', async () => {
    const behavioural = await ai.questionTips({ question: 'Tell me about a time you led a team through a big change.', topic: 'Leadership' });
    expect(behavioural.tips).toContain('**STAR**');
    const technical = await ai.questionTips({ question: 'Explain how the JavaScript event loop works.', topic: 'JavaScript' });
    expect(technical.tips).toContain('explain first, then show an example');
    const withContext = await ai.questionTips({ question: 'Why are you a good fit?', topic: 'Interview', context: RESUME });
    expect(withContext.tips).toContain('Leading the migration of 40 services to Kubernetes');
  });

  it('evaluates answers with rubric-shaped results', async () => {
    const result = await ai.evaluateAnswer({ question: 'Why do you want this job?', answer: 'Money.', topic: 'Interviews' });
    expect(result.rating).toBeLessThanOrEqual(2);
    expect(result).toEqual({
      rating: expect.any(Number),
      feedback: expect.stringContaining('### What to improve'),
      rating_explanation: expect.stringContaining('/5'),
      example_answer: expect.stringContaining('There are two reasons.'),
      framework: 'PREP',
    });
  });

  it('cleans stage cues, speaker labels and extra whitespace from a script', async () => {
    const { cleaned_content } = await ai.cleanScript({
      content: 'HOST: Welcome   back, everyone! [pause] (laughs)\n\n\n\nSpeaker 2: Today we talk about (to audience) focus.  [00:01:23]\r\nThanks (AI) team.',
    });
    expect(cleaned_content).toBe('Welcome back, everyone!\n\nToday we talk about focus.\nThanks (AI) team.');
    const dialogue = await ai.cleanScript({ content: 'Maria: Hi Tom.\nTom: Hi Maria!\nMaria: Note: we start at nine.\nKey point: be on time.' });
    expect(dialogue.cleaned_content).toBe('Hi Tom.\nHi Maria!\nNote: we start at nine.\nKey point: be on time.');
  });

  it('writes shadowing feedback from the measured numbers', async () => {
    const result = await ai.analyzeShadowing({
      scriptContent: 'Our quarterly revenue grew steadily. The entrepreneurial spirit of the team made the difference.',
      spokenText: 'our quarterly revenue grew the spirit of the team made the difference um',
      metrics: {
        match_accuracy: 78.6,
        words_matched: 11,
        total_script_words: 14,
        words_missed: 3,
        words_added: 1,
        missed_words: ['steadily', 'entrepreneurial', 'the'],
        added_words: ['um'],
      },
    });
    expect(result.rating).toBe(4);
    expect(result.analysis).toContain('**Good progress.** You matched 11 of 14 script words (79% accuracy).');
    expect(result.analysis).toContain('"entrepreneurial"');
    expect(result.analysis).toContain('Some are fillers');
  });

  it('answers a meeting question from the related context sentences, and is honest when nothing relates', async () => {
    const context = 'We launched the mobile app in March. The budget for Q3 is 120k dollars, mostly for hiring. Maria owns the vendor contract.';
    const { answer } = await ai.meetingAnswer({ context, question: 'What is the budget for next quarter?', title: 'Planning' });
    expect(answer).toContain('the budget for Q3 is 120k dollars, mostly for hiring.');
    expect(answer).not.toContain('mobile app');
    const unrelated = await ai.meetingAnswer({ context, question: 'How is the office move going?' });
    expect(unrelated.answer).toMatch(/I'll check and follow up/);
  });

  it('defines words from WordNet and answers 404 for unknown ones', async () => {
    expect(await ai.defineWord({ word: '  ubiquitous ' })).toMatchObject({
      word: 'ubiquitous',
      part_of_speech: 'adjective',
      definition: 'being present everywhere at once',
    });
    const unknown = await failure(ai.defineWord({ word: 'xyzzyq' }));
    expect([unknown.code, unknown.statusCode, unknown.message]).toEqual([AiErrorCode.UnknownWord, 404, "We couldn't find a definition for 'xyzzyq'."]);
    const blank = await failure(ai.defineWord({ word: '   ' }));
    expect(blank.statusCode).toBe(400);
  });

  it('rejects a context over 20,000 characters with 400', async () => {
    const error = await failure(ai.focusQuestion({ topic: 'x', context: 'a'.repeat(20_001), previousQuestions: [] }));
    expect([error.code, error.statusCode]).toEqual([AiErrorCode.ContextTooLong, 400]);
  });
});
