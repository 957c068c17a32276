import { DomainError } from '../common/errors/domain-error.js';

export enum TranscriptionErrorCode {
  NotConfigured = 'TRANSCRIPTION_NOT_CONFIGURED',
  EmptyAudio = 'TRANSCRIPTION_EMPTY_AUDIO',
}

const TEXT: Record<TranscriptionErrorCode, string> = {
  [TranscriptionErrorCode.NotConfigured]:
    'Voice input needs Chrome or Edge, or an AI key on the server. Please type your answer instead.',
  [TranscriptionErrorCode.EmptyAudio]: 'Please send the recorded audio (audio/webm, audio/ogg, audio/mp4, audio/mpeg or audio/wav).',
};

/** Why audio could not be turned into text (provider failures are AiErrors). */
export class TranscriptionError extends DomainError<TranscriptionErrorCode> {
  constructor(code: TranscriptionErrorCode) {
    super(code, TEXT[code]);
  }

  get statusCode(): number {
    switch (this.code) {
      // The offline provider cannot transcribe: this server will not, whatever the audio.
      case TranscriptionErrorCode.NotConfigured:
        return 503;
      case TranscriptionErrorCode.EmptyAudio:
        return 400;
    }
  }
}
