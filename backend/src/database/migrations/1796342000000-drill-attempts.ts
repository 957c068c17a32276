import { AddNullableColumn } from './add-nullable-column.js';

/**
 * Every answer to a question is kept: answering a question again stores a new drill row whose
 * attempt_of names the question's first drill. Expand-only (no constraint to validate either).
 */
export class DrillAttempts1796342000000 extends AddNullableColumn {
  name = 'DrillAttempts1796342000000';
  protected table = 'drills';
  protected column = 'attempt_of';
  protected type = 'uuid';
}
