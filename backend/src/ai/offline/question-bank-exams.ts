import type { QuestionSubject } from './question-bank.js';

/** The speaking exams' own parts: IELTS parts 1-3 with cue cards, and TOEFL speaking tasks. */
export const EXAM_SUBJECTS: readonly QuestionSubject[] = [
  {
    name: 'ielts',
    weight: 4,
    keywords: ['ielts', 'ielts speaking', 'cue card', 'cue cards', 'band score'],
    questions: [
      'Let us talk about where you live. Do you live in a house or a flat? What do you like most about it?',
      'Do you work or are you a student? What do you enjoy about it?',
      'How often do you use public transport? Why?',
      'Do you prefer spending your free time indoors or outdoors? Why?',
      'Describe a book you have read that you found interesting. You should say what the book was, when you read it, what it was about, and explain why you found it interesting.',
      'Describe a person who has had an important influence on your life. You should say who the person is, how you know them, what they did, and explain why they influenced you.',
      'Describe a place you would love to visit. You should say where it is, how you would get there, what you would do there, and explain why you want to go.',
      'Describe a skill you learned that took a long time. You should say what the skill is, how you learned it, how long it took, and explain how you feel about it now.',
      'Describe a time you helped someone. You should say who you helped, how you helped them, why they needed help, and explain how you felt about it.',
      'Do you think people read less today than in the past? Why might that be?',
      'How has technology changed the way people in your country communicate with their families?',
      'Some people say that cities should have fewer cars. To what extent do you agree?',
      'What qualities make someone a good role model for young people?',
      'Should governments spend more money on public transport or on roads? Why?',
    ],
  },
  {
    name: 'toefl',
    weight: 4,
    keywords: ['toefl', 'toefl speaking', 'toefl ibt'],
    questions: [
      'Some people prefer to study alone, while others prefer to study in a group. Which do you prefer, and why? Use specific reasons and examples.',
      'Do you agree or disagree with the following statement: it is better to have a few close friends than many acquaintances? Use specific reasons and examples.',
      'Some universities require first-year students to live on campus. Do you think this is a good idea? Explain why, with examples.',
      'If you could change one thing about your school or workplace, what would it be, and why?',
      'Describe a teacher or a class that made a difference to you, and explain why it mattered.',
      'Some people think high school students should be required to do volunteer work. Do you agree or disagree? Use specific reasons and examples.',
      'Is it better to take a job you love with a low salary or a job you dislike with a high salary? Explain your choice.',
      'Some people like to plan every detail of a trip, while others prefer to be spontaneous. Which do you prefer, and why?',
      'Do you think online classes are as effective as classes in person? Support your answer with reasons and examples.',
      'What is the most important invention of the last hundred years, in your opinion? Explain why.',
    ],
  },
];
