import type { IncomingHttpHeaders } from 'node:http';

/** A request the fake received. */
export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** A chat request's JSON; for a transcription, just its model and no messages. */
  body: ChatRequestBody;
  /** The multipart fields of POST /v1/audio/transcriptions. */
  transcription?: TranscriptionRequest;
  /** Set when the client closed the connection before the streamed reply was finished: when, and after how many pieces. */
  closedByClient?: { at: number; piecesSent: number };
}

export interface TranscriptionRequest {
  model: string;
  language: string | null;
  fileName: string;
  fileType: string;
  fileBytes: number;
}

export interface ChatRequestBody {
  model: string;
  stream?: boolean;
  temperature?: number;
  max_tokens?: number;
  messages: Array<{ role: string; content: string }>;
  response_format?: {
    type: string;
    json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> };
  };
}

export interface ScriptedReply {
  status?: number;
  /** Sent as JSON. */
  body: unknown;
  headers?: Record<string, string>;
  /** Wait this long before answering (to trigger client time-outs). */
  delayMs?: number;
  /** Send the headers at once, then the body one byte every this many ms (a trickling provider). */
  trickleMs?: number;
  /** Answer as a `stream: true` completion: these content pieces as SSE chunks (`body` is ignored). */
  stream?: StreamedReply;
}

export interface StreamedReply {
  pieces: string[];
  /** Wait this long before each piece (the model writing its tokens). */
  pieceDelayMs: number;
  /** Cut the connection after this many pieces, without finishing the stream. */
  breakAfter?: number;
  /** Awaited just before piece `index` is written: a test holding the model mid-answer, a bench noting when a token left. */
  beforePiece?: (index: number) => unknown;
}

export type ReplyScript = ScriptedReply | ((request: RecordedRequest) => ScriptedReply);

export declare class FakeOpenAiServer {
  readonly requests: RecordedRequest[];
  /** The API's base URL (for `ai.baseUrl`, OPENAI_BASE_URL), once started. */
  baseUrl: string;
  /** Starts on 127.0.0.1; port 0 lets the OS pick a free one. Answers the base URL. */
  start(port?: number): Promise<string>;
  stop(): Promise<void>;
  /** Queues replies for the next requests, in order. */
  reply(...replies: ReplyScript[]): this;
  /** The reply for every request once the queue is empty. */
  replyAlways(reply: ReplyScript): this;
  reset(): void;
}

/** `text` in pieces of `size` characters. */
export declare function piecesOf(text: string, size: number): string[];
/** A streamed chat completion of `content` (JSON-encoded when an object), a few characters a piece. */
export declare function streamedCompletion(content: unknown, options?: { pieceLength?: number; pieceDelayMs?: number; breakAfter?: number }): ScriptedReply;
/** The reply of POST /v1/audio/transcriptions (response_format json). */
export declare function transcriptionReply(text: string): ScriptedReply;
/** A chat completion whose message content is `content` (a string, or JSON-encoded when an object). */
export declare function chatCompletion(content: unknown, usage?: { prompt_tokens: number; completion_tokens: number }): ScriptedReply;
/** An OpenAI-style error body with a status (and no retry delay, to keep tests fast). */
export declare function errorReply(status: number, message: string, code?: string | null): ScriptedReply;
/** The name of the structured answer a chat request asks for (`evaluateAnswer`, `drillQuestion`, ...): which call of the API it is. */
export declare function methodOf(request: RecordedRequest): string | undefined;

export interface SampleEvaluation {
  criteria: Array<{ name: string; reasoning: string; score: number }>;
  reasoning: string;
  rating: number;
  rating_explanation: string;
  feedback: string;
  example_answer: string;
  framework: string;
}
/** A full, strong evaluation of an answer as the rater's model writes it (rating 4, STAR). */
export declare const SAMPLE_EVALUATION: SampleEvaluation;
