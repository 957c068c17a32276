import type { LoggerService } from '@nestjs/common';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Nest's own messages (boot, module wiring, `new Logger(...)` in services) through the same
 * pino logger as the request logs, so every line is one JSON shape at one LOG_LEVEL.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: FastifyBaseLogger) {}

  log(message: unknown, context?: string): void {
    this.pino.info(...this.entry(message, context));
  }

  error(message: unknown, ...rest: unknown[]): void {
    // Nest passes (message, stack?, context?).
    const context = typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined;
    const stack = rest.length > 1 && typeof rest[0] === 'string' ? rest[0] : undefined;
    const [fields, text] = this.entry(message, context);
    this.pino.error(stack ? { ...fields, stack } : fields, text);
  }

  warn(message: unknown, context?: string): void {
    this.pino.warn(...this.entry(message, context));
  }

  debug(message: unknown, context?: string): void {
    this.pino.debug(...this.entry(message, context));
  }

  verbose(message: unknown, context?: string): void {
    this.pino.trace(...this.entry(message, context));
  }

  fatal(message: unknown, context?: string): void {
    this.pino.fatal(...this.entry(message, context));
  }

  private entry(message: unknown, context: string | undefined): [Record<string, unknown>, string] {
    const fields: Record<string, unknown> = context ? { context } : {};
    if (message instanceof Error) return [{ ...fields, err: message }, message.message];
    if (typeof message === 'object' && message !== null) return [{ ...fields, ...message }, ''];
    return [fields, String(message)];
  }
}
