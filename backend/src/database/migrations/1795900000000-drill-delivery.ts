import { AddNullableColumn } from './add-nullable-column.js';

/** Delivery metrics of a spoken answer (pace, fillers, hedges, pauses, length), null when not measured. */
export class DrillDelivery1795900000000 extends AddNullableColumn {
  name = 'DrillDelivery1795900000000';
  protected table = 'drills';
  protected column = 'delivery';
  protected type = 'jsonb';
}
