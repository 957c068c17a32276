// DOM-free word logic: safe to run in Node (the API's shadowing analysis) as well as the browser.
export { normalizeWords, splitIntoWords, splitSentences, lastSentence } from './words.js';
export { SHADOWING_MATCH_WINDOW, matchLastSpokenWords, ShadowingTracker } from './shadowing-position.js';
export { analyzeShadowingRun } from './shadowing-analysis.js';
export type { ShadowingRunMetrics } from './shadowing-analysis.js';
