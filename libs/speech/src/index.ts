// Words, sentences and shadowing maths: DOM-free, shared with the API through @speakwell/words.
export {
  GOOD_PACE_WORDS_PER_MINUTE,
  ShadowingTracker,
  analyzeShadowingRun,
  countFillers,
  describeDelivery,
  describePace,
  lastSentence,
  measuredPace,
  normalizeWords,
  splitIntoWords,
  splitSentences,
  stageCueWords,
} from '@speakwell/words';
export type { DeliveryMetrics, ShadowingRunMetrics } from '@speakwell/words';

// Speech-to-text.
export { getSpeechRecognitionConstructor, isSpeechRecognitionSupported } from './recognition/speech-recognition-engine.js';
export type {
  RecognitionAlternative,
  RecognitionErrorEvent,
  RecognitionResult,
  RecognitionResultEvent,
  RecognitionResultList,
  SpeechRecognitionConstructor,
  SpeechRecognitionEngine,
} from './recognition/speech-recognition-engine.js';
export {
  RECOGNITION_LANGUAGE,
  RESTART_DELAY_AFTER_END_MS,
  RESTART_DELAY_AFTER_NO_SPEECH_MS,
  STOP_SETTLE_TIMEOUT_MS,
  SpeechTranscriber,
} from './recognition/speech-transcriber.js';
export type { RecognitionError, RecognitionStatus, SpeechTranscriberOptions, SpeechTranscriberState } from './recognition/speech-transcriber.js';
export { joinTranscript } from './recognition/transcript.js';
export type { Transcript } from './recognition/transcript.js';
export { useSpeechRecognition } from './recognition/use-speech-recognition.js';
export type { SpeechRecognitionControls, UseSpeechRecognitionOptions } from './recognition/use-speech-recognition.js';

// Text-to-speech with word tracking.
export { getSpeechSynthesis, isSpeechSynthesisSupported } from './synthesis/speech-synthesis-engine.js';
export type {
  SpeechSynthesisEngine,
  SynthesisBoundaryEvent,
  SynthesisUtterance,
  SynthesisUtteranceConstructor,
  SynthesisVoice,
} from './synthesis/speech-synthesis-engine.js';
export {
  BOUNDARY_WAIT_MS,
  ESTIMATED_WORDS_PER_MINUTE,
  SYNTHESIS_LANGUAGE,
  WordSpeaker,
  cancelSpeech,
  speak,
  wordIndexAt,
  wordStartsOf,
} from './synthesis/word-speaker.js';
export type { SpeakOptions, WordSpeakerOptions } from './synthesis/word-speaker.js';
export { useSpeechSynthesis } from './synthesis/use-speech-synthesis.js';
export type { SpeechSynthesisControls } from './synthesis/use-speech-synthesis.js';

export type { Timers } from './timers.js';

// Recorded answers transcribed by the server, where the browser has no SpeechRecognition.
export { AudioRecorder, TRANSCRIBING_TEXT, isAudioRecordingSupported } from './recording/audio-recorder.js';
export type { TranscribeAudio } from './recording/audio-recorder.js';
export { useVoiceInput } from './recording/use-voice-input.js';
export type { UseVoiceInputOptions } from './recording/use-voice-input.js';

// Delivery of a spoken answer or shadowing run: its timing, and the metrics in plain words.
export { useAnswerTiming } from './delivery/use-answer-timing.js';
export type { Clock } from './delivery/use-answer-timing.js';
export { DeliverySummary } from './delivery/delivery-summary.js';
export { HighlightedAnswer } from './delivery/highlighted-answer.js';
export { transcribeRecording, useServerTranscription, useVoiceInputWithServer } from './recording/server-transcription.js';

// Saying one word: hear it (synthesis), then say it and be told what was heard (recognition).
export { PlayWordButton } from './practice/play-word-button.js';
export { SayItCheck } from './practice/say-it-check.js';
export type { SayItResult } from './practice/say-it-check.js';

// Replay: the spoken answer recorded beside recognition, kept in this browser (IndexedDB) only.
export { ReplayRecorder } from './replay/replay-recorder.js';
export type { AnswerAudio } from './replay/replay-recorder.js';
export { AnswerReplay } from './replay/answer-replay.js';
export {
  MAX_KEPT_RECORDINGS,
  MAX_KEPT_RECORDING_BYTES,
  answerRecordingKey,
  shadowingRecordingKey,
  deleteRecording,
  forgetSessionRecordings,
  forgetUserRecordings,
  loadRecording,
  recordingsSummary,
  saveRecording,
} from './replay/recording-store.js';
export type { StoredRecording } from './replay/recording-store.js';
