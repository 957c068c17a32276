import { Injectable } from '@nestjs/common';
import type { AnalyzeScriptRequest, CleanScriptResponse, ScriptAnalysis } from '@speakwell/contracts';
import { analyzeShadowingRun } from '@speakwell/words';
import { assertShadowingInput } from '../ai/ai.limits.js';
import { AiService } from '../ai/ai.service.js';
import { RateLimitService } from '../common/rate-limit/rate-limit.service.js';
import { found } from '../database/owned-rows.js';
import { deliveryField, measureAnswerDelivery } from '../drills/delivery.js';
import { ScriptsRepository } from './scripts.repository.js';
import { ScriptError } from './scripts.errors.js';

/** The AI side of scripts: clean-up before practice, and the analysis of a shadowing run. */
@Injectable()
export class ScriptPracticeService {
  constructor(
    private readonly scripts: ScriptsRepository,
    private readonly ai: AiService,
    private readonly rateLimits: RateLimitService,
  ) {}

  /** Strips stage cues, speaker labels and the like so only the words to read remain. */
  async clean(userId: string, content: string): Promise<CleanScriptResponse> {
    await this.rateLimits.consume(`user:${userId}`, 'ai');
    const { cleaned_content } = await this.ai.cleanScript({ content });
    return { cleaned_content };
  }

  /**
   * Measures the run with the same word alignment the browser uses (@speakwell/words), lets the
   * AI write feedback and a rating, then stores the run (with its delivery when timed). An AI failure stores nothing. Sizes
   * are checked before any work, and the alignment's work is bounded (alignWords).
   */
  async analyze(userId: string, request: AnalyzeScriptRequest): Promise<ScriptAnalysis> {
    const script = found(await this.scripts.findOwned(userId, request.script_id), ScriptError.notFound);
    await this.rateLimits.consume(`user:${userId}`, 'ai');
    // The client sends the text it showed; an empty one means "the script as stored".
    const scriptContent = request.script_content.trim() ? request.script_content : script.content;
    assertShadowingInput({ scriptContent, spokenText: request.spoken_text });
    const metrics = analyzeShadowingRun(scriptContent, request.spoken_text);
    const { analysis, rating } = await this.ai.analyzeShadowing({ scriptContent, spokenText: request.spoken_text, metrics });
    const delivery = measureAnswerDelivery(request.spoken_text, request.delivery);
    await this.scripts.addRun({
      scriptId: script.id,
      userId,
      matchAccuracy: metrics.match_accuracy,
      rating,
      wordsMatched: metrics.words_matched,
      totalScriptWords: metrics.total_script_words,
      wordsMissed: metrics.words_missed,
      wordsAdded: metrics.words_added,
      // Every spoken word is either matched or added: no second pass over the text.
      spokenWordCount: metrics.words_matched + metrics.words_added,
      suggestions: analysis,
      delivery,
    });
    return { rating, ...metrics, analysis, ...deliveryField(delivery) };
  }
}
