import { isPastTenseForm } from '../text/language-model.js';
import { readAnswer } from './answer-signals.js';

/** What the signals read of the speaker's own actions and outcomes. Sentences written for this spec, in roles no rule names. */
describe('answer signals: actions and outcomes as people tell them', () => {
  const markers = (quotes: { marker: string }[]): string[] => quotes.map((q) => q.marker.toLowerCase());

  it('a prefixed irregular past ("rewrote", "re-ran", "overtook") is a past form, as the verb behind it is', () => {
    for (const past of ['rewrote', 're-ran', 'reran', 'overtook', 'mistook', 'withdrew']) expect(isPastTenseForm(past)).toBe(true);
    for (const notPast of ['rewrite', 'record', 'remit', 'overtake', 'under']) expect(isPastTenseForm(notPast)).toBe(false);
  });

  it('"I rewrote the rota" is the speaker\'s own action', () => {
    const s = readAnswer(
      'Tell me about a time you fixed a staffing problem.',
      'Two porters kept clashing on nights, so I rewrote the rota for the whole winter and nobody swapped a shift again.',
    );
    expect(markers(s.ownActions)).toContain('i rewrote');
  });

  it('actions chained after a refusal count: "I didn\'t argue, sat him down, showed him the readings and took the charge off"', () => {
    const s = readAnswer(
      'What would you do if a customer disputed a gas bill?',
      "had one last winter. I didn't argue, sat him down at the counter, showed him the meter readings side by side and took the estimated charge off his bill.",
    );
    expect(markers(s.ownActions)).toEqual(expect.arrayContaining(['i sat', 'i showed', 'i took']));
  });

  it('a chained word that is not an action stays out: "I didn\'t argue, tired as I was"', () => {
    const s = readAnswer(
      'How do you handle a rude passenger?',
      "I didn't argue, tired as I was, and the passenger calmed down after the second stop on the route.",
    );
    expect(markers(s.ownActions)).not.toContain('i tired');
  });

  it('"bookings rose by a fifth" and "waiting times fell to twenty minutes" are outcomes', () => {
    for (const outcome of ['bookings rose by about a fifth over the spring term', 'waiting times fell to about twenty minutes at the clinic']) {
      const s = readAnswer('Tell me about a change you made at work.', `I moved the reminder calls to the evening and ${outcome}.`);
      expect(s.results.length).toBeGreaterThan(0);
    }
  });

  it('"about a third" is a fraction, not a step of a sequence', () => {
    const s = readAnswer('How did the campaign go?', 'Donations from the mailing went up by about a third compared with the Easter appeal last year.');
    expect(markers(s.steps)).toEqual([]);
  });
});
