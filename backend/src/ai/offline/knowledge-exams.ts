/**
 * An exam of what a candidate knows or would do: a clinical station (OSCE, PACES, PLAB), a viva or a structured
 * oral, a pilot's checkride, a whiteboard coding interview. The examiner marks the knowledge and the plan; a time
 * of the candidate's own is not asked for (set BA's coach: "add a time you handled something similar" on an OSCE
 * station and a coding question, a plan held at 3.4 for want of one). A language's oral exam is not one of them:
 * there a view backed by the speaker's own life is what is marked.
 */
const KNOWLEDGE_EXAM =
  /\b(osce|paces|plab|casc|mrcs|mrcp|mrcpsych|frca|viva|structured oral|soe|checkride|oral questions|whiteboard|coding interview|technical interview|technical screen)\b/i;
const ORAL_EXAM = /\boral (exam|examination)\b/i;
const LANGUAGE_EXAM = /\b(english|speaking|language|french|german|spanish)\b/i;

export function askedAsAKnowledgeExam(topic: string): boolean {
  return KNOWLEDGE_EXAM.test(topic) || (ORAL_EXAM.test(topic) && !LANGUAGE_EXAM.test(topic));
}
