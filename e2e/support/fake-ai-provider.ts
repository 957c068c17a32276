import { FakeOpenAiServer, SAMPLE_EVALUATION, chatCompletion, methodOf, piecesOf, transcriptionReply } from '@speakwell/test-support/fake-openai-server';

/**
 * The OpenAI-compatible provider of browser tests run against an API of their own
 * (OPENAI_BASE_URL pointing here): asks FAKE_QUESTION, rates answers with a streamed completion
 * that can stop after the feedback text until the test lets it finish (so a test can look at
 * the screen while the model is still "writing"), and answers POST /v1/audio/transcriptions
 * with `heard` for any recording, remembering what it got.
 */
export interface ReceivedRecording {
  fileType: string;
  fileBytes: number;
}

export const FAKE_QUESTION = 'Tell me about a time you led a team through a difficult launch.';

export const STREAMED_EVALUATION = SAMPLE_EVALUATION;

/** The written analysis of any shadowing run. */
export const FAKE_SHADOWING_ANALYSIS = 'Steady reading; slow down on the numbers.';

export class FakeAiProvider extends FakeOpenAiServer {
  private releaseRest: () => void = () => undefined;
  private restReleased: Promise<void> = Promise.resolve();

  constructor(heard = '') {
    super();
    this.replyAlways((request) => {
      if (request.transcription) return transcriptionReply(heard);
      const method = methodOf(request);
      if (method === 'evaluateAnswer' && request.body.stream) return this.streamedEvaluation();
      if (method === 'drillQuestion') return chatCompletion({ question: FAKE_QUESTION });
      if (method === 'analyzeShadowing') return chatCompletion({ analysis: FAKE_SHADOWING_ANALYSIS });
      return chatCompletion({ tips: '- Use STAR.' });
    });
  }

  /** What each POST /v1/audio/transcriptions carried. */
  get recordings(): ReceivedRecording[] {
    return this.requests.flatMap(({ transcription }) => (transcription ? [{ fileType: transcription.fileType, fileBytes: transcription.fileBytes }] : []));
  }

  /** The next rating stream stops after its feedback text until `finish()`. */
  holdAfterFeedback(): void {
    this.restReleased = new Promise((resolve) => (this.releaseRest = resolve));
  }

  finish(): void {
    this.releaseRest();
  }

  /** The evaluation, 16 characters a piece up to the end of the feedback, then the rest once released. */
  private streamedEvaluation() {
    const json = JSON.stringify(STREAMED_EVALUATION);
    const feedbackEnd = json.indexOf('","example_answer"');
    const pieces = [...piecesOf(json.slice(0, feedbackEnd), 16), json.slice(feedbackEnd)];
    const released = this.restReleased;
    return { body: null, stream: { pieces, pieceDelayMs: 0, beforePiece: (index: number) => (index === pieces.length - 1 ? released : undefined) } };
  }
}
