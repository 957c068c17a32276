// TEMPORARY (not committed): wires the AI port and the sessions/drills/meeting modules until
// AiModule is in AppModule and these modules are in domain-modules.ts.
import { Module, type Type } from '@nestjs/common';
import { AiModule } from '../src/ai/ai.module.js';
import { DrillsModule } from '../src/drills/drills.module.js';
import { MeetingModule } from '../src/meeting/meeting.module.js';
import { SessionsModule } from '../src/sessions/sessions.module.js';
import { AppConfig } from '../src/config/app-config.js';

@Module({ imports: [AiModule.forRootAsync({ inject: [AppConfig], useFactory: (config: AppConfig) => config.ai })] })
class PendingAi {}

export const pendingModules: Type[] = [PendingAi, SessionsModule, DrillsModule, MeetingModule];
