// Word handling shared by the shadowing, drill and meeting screens.
// DOM-free on purpose: the backend's analysis can run the very same rules.

// Dashes and slashes join two spoken words ("well-known" is heard as "well known").
const WORD_JOINERS = /[\u2010-\u2015/-]/g;
// Everything that is neither a letter, a digit nor white space is punctuation here.
const PUNCTUATION = /[^\p{L}\p{N}\s]/gu;

/** Lower-cased words with punctuation removed: the form in which spoken and written words are compared. */
export function normalizeWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(WORD_JOINERS, ' ')
    .replace(PUNCTUATION, '')
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

/**
 * The words of a text as a reader sees them (split on white space, punctuation kept).
 * Screens render a script or an answer with these, and word indexes from the
 * synthesis adapter and from `ShadowingTracker` point into this list.
 */
export function splitIntoWords(text: string): string[] {
  return text.split(/\s+/).filter((word) => word.length > 0);
}
