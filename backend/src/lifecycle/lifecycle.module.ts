import { Global, Module } from '@nestjs/common';
import { Drain } from './drain.js';

/** One Drain per app (several apps share a test process), injectable everywhere (readiness, streams, main.ts through app.get). */
@Global()
@Module({ providers: [{ provide: Drain, useFactory: () => new Drain() }], exports: [Drain] })
export class LifecycleModule {}
