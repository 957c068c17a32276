import type { AiService } from '../ai/ai.service.js';
import type { MetricsService } from './metrics.service.js';

/** The AI adapter with every call counted and timed per provider and operation (failures too). */
export function measuredAi(ai: AiService, metrics: MetricsService): AiService {
  return new Proxy(ai, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string' || property === 'constructor') return value;
      return async (...args: unknown[]): Promise<unknown> => {
        const labels = { provider: target.providerName, operation: property };
        metrics.aiCalls.inc(labels);
        const stop = metrics.aiDuration.startTimer(labels);
        try {
          return await (value as (...input: unknown[]) => Promise<unknown>).apply(target, args);
        } catch (error) {
          metrics.aiFailures.inc(labels);
          throw error;
        } finally {
          stop();
        }
      };
    },
  });
}
