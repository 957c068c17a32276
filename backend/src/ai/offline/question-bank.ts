/**
 * The offline question bank: practice questions by subject, each subject found from the
 * topic by keywords. `weight` lets a specific subject ("JavaScript") win over a generic
 * one ("interviews") when a topic names both.
 */
import { FIELD_AND_EXAM_SUBJECTS } from './question-bank-fields.js';
import { TECH_SUBJECTS } from './question-bank-tech.js';
import { WORKPLACE_SUBJECTS } from './question-bank-workplace.js';

export interface QuestionSubject {
  name: string;
  keywords: readonly string[];
  weight: number;
  questions: readonly string[];
}

/** Every subject, in the order a tie between equally good matches is settled. */
export const QUESTION_SUBJECTS: readonly QuestionSubject[] = [...TECH_SUBJECTS, ...FIELD_AND_EXAM_SUBJECTS, ...WORKPLACE_SUBJECTS];
