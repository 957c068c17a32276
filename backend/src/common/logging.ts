import type { DynamicModule } from '@nestjs/common';
import type { FastifyBaseLogger } from 'fastify';
import { LoggerModule } from 'nestjs-pino';
import type { Logger as PinoInstance } from 'pino';

/**
 * Nest's own messages (boot, module wiring, `new Logger(...)` in services) through nestjs-pino,
 * on the same pino logger as Fastify's request logs: every line is one JSON shape, at one
 * LOG_LEVEL, with the same redaction (log-redaction.ts). `useExisting`: Fastify already logs
 * each request and gives it a child logger with its id; a line written while a request is
 * handled goes through that one, so it carries the request's id.
 */
export function loggingModule(fastifyLogger: FastifyBaseLogger): DynamicModule {
  return LoggerModule.forRoot({ useExisting: true, pinoHttp: { logger: fastifyLogger as unknown as PinoInstance } });
}
