import { outlineRealAnswer } from './answer-outline.js';
import { classifyQuestion } from './question-kind.js';

/** What the outline of a real answer says the field listens for. Questions written for these tests. */
describe('the outline of a real answer', () => {
  const outline = (question: string, topic: string): string => outlineRealAnswer({ question, topic }, classifyQuestion(question), 'PAR');

  it('asks for permits and isolation where the question is about a hazard, not where it only names a site or a plant (set BK)', () => {
    expect(outline('What would you do if you found two scaffold ties missing on site?', 'Job interview: site supervisor')).toContain('permits, isolation');
    expect(outline('What do you do before you start work on a lighting circuit?', 'Job interview: electrician')).toContain('permits, isolation');
    expect(outline('How would you plan the ecology walkover for a new solar site?', 'Job interview: ecologist')).not.toContain('permits, isolation');
    expect(outline('How would you split the plant network so the office laptops cannot reach the controllers?', 'Job interview: OT engineer')).not.toContain(
      'permits, isolation',
    );
  });

  it("puts a child's safety first where the question is about children outside a classroom, not a teacher's rules", () => {
    const text = outline('What would you do if you called at a house to collect a debt and only two young children were home?', 'Job interview: bailiff');
    expect(text).toContain("the child's safety first");
    expect(text).not.toMatch(/the place you teach|learner's safety, progress/);
  });

  it("does not put a child's safety first when the parent is an elderly one (set BR's coach)", () => {
    const text = outline('How would you help a family move an elderly parent into residential care?', 'Job interview: housing options officer');
    expect(text).not.toContain("the child's safety first");
  });

  it("keeps the teacher's line for a question about pupils", () => {
    expect(outline('What would you do if a pupil refused to start the task and distracted others?', 'Job interview: secondary teacher')).toContain(
      'the rules of the place you teach',
    );
  });

  it("gives no teacher's line where the question names no learner: a governor challenging the head teacher (blind set Z, Z33)", () => {
    const text = outline("Tell me about a time you challenged the head teacher on the school's data or decisions.", 'school governor');
    expect(text).not.toMatch(/the place you teach|learner's safety/);
    expect(text).toContain('What you did yourself, step by step');
  });

  it("gives no teacher's line to a student funding adviser asked about a student's rent (blind set AN, AN32)", () => {
    const text = outline("What would you do if a student came to you saying they can't pay their rent this month?", 'Student funding adviser (university)');
    expect(text).not.toMatch(/the place you teach|learner's safety/);
    expect(outline('What would you do if a student kept missing your seminars?', 'University lecturer')).toContain('the rules of the place you teach');
  });
});
