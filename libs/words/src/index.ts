// DOM-free word logic: runs in the browser (shadowing) and in Node (the API's shadowing analysis).
export { normalizeWords, splitIntoWords, splitSentences, lastSentence } from './words.js';
export { SHADOWING_MATCH_WINDOW, matchLastSpokenWords, ShadowingTracker } from './shadowing-position.js';
export { analyzeShadowingRun } from './shadowing-analysis.js';
export type { ShadowingRunMetrics } from './shadowing-analysis.js';
