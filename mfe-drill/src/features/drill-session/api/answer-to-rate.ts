import type { DeliveryTimingInput } from '@speakwell/contracts';

/** One answer sent for feedback, by the plain call (request-feedback) and the stream (stream-feedback) alike. */
export interface AnswerToRate {
  drillId: string;
  answer: string;
  /** When the answer was spoken: the API measures pace, fillers and pauses from it. */
  delivery?: DeliveryTimingInput;
}
