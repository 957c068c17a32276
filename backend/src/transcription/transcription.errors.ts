import { defineErrors } from '../common/errors/domain-error.js';

export enum TranscriptionErrorCode {
  NotConfigured = 'TRANSCRIPTION_NOT_CONFIGURED',
  EmptyAudio = 'TRANSCRIPTION_EMPTY_AUDIO',
}

/** Why audio could not be turned into text (provider failures are AiErrors). */
export class TranscriptionError extends defineErrors<TranscriptionErrorCode>({
  // The offline provider cannot transcribe: this server will not, whatever the audio.
  [TranscriptionErrorCode.NotConfigured]: {
    status: 503,
    message: 'Voice input needs Chrome or Edge, or an AI key on the server. Please type your answer instead.',
  },
  [TranscriptionErrorCode.EmptyAudio]: { status: 400, message: 'Please send the recorded audio (audio/webm, audio/ogg, audio/mp4, audio/mpeg or audio/wav).' },
}) {
  constructor(code: TranscriptionErrorCode) {
    super(code);
  }
}
