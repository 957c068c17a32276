import { AddNullableColumn } from './add-nullable-column.js';

/** Delivery metrics of a shadowing run (pace, fillers, hedges, pauses, length), null when not measured. */
export class ScriptRunDelivery1796100000000 extends AddNullableColumn {
  name = 'ScriptRunDelivery1796100000000';
  protected table = 'script_practice_runs';
  protected column = 'delivery';
  protected type = 'jsonb';
}
