// DOM-free word logic: runs in the browser (shadowing) and in Node (the API's shadowing analysis).
export { normalizeWords, splitIntoWords } from './words.js';
export { lastSentence, splitSentences } from './sentences.js';
export { MAX_JUMP_WORDS, ShadowingTracker } from './shadowing-position.js';
export { saysWord, soundsAlike, spokenWords } from './spoken-forms.js';
export { stageCueWords } from './script-cues.js';
export { analyzeShadowingRun } from './shadowing-analysis.js';
export type { MisheardWord, ShadowingRunMetrics } from './shadowing-analysis.js';
export { GOOD_PACE_WORDS_PER_MINUTE, MAX_MEASURED_PACE, describeDelivery, describePace, measureDelivery, measuredPace } from './delivery-metrics.js';
export type { DeliveryMetrics, DeliveryTiming } from './delivery-metrics.js';
export { countFillers, countHabits, findFillersAndHedges } from './fillers-and-hedges.js';
export type { FillerCount, SpeechHabit, SpeechHabitKind } from './fillers-and-hedges.js';
