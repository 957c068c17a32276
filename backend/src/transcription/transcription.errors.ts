import { defineErrors, errorCodes } from '../common/errors/domain-error.js';

export const TranscriptionErrorCode = errorCodes({
  // The offline provider cannot transcribe: this server will not, whatever the audio.
  NotConfigured: ['TRANSCRIPTION_NOT_CONFIGURED', 503, 'Voice input needs Chrome or Edge, or an AI key on the server. Please type your answer instead.'],
  EmptyAudio: ['TRANSCRIPTION_EMPTY_AUDIO', 400, 'Please send the recorded audio (audio/webm, audio/ogg, audio/mp4, audio/mpeg or audio/wav).'],
});

/** Why audio could not be turned into text (provider failures are AiErrors). */
export class TranscriptionError extends defineErrors(TranscriptionErrorCode) {}
