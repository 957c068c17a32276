import type { Type } from '@nestjs/common';
import { AccountModule } from './account/account.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { DictionaryModule } from './dictionary/dictionary.module.js';
import { DrillsModule } from './drills/drills.module.js';
import { HealthModule } from './health/health.module.js';
import { MeetingModule } from './meeting/meeting.module.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { ScriptsModule } from './scripts/scripts.module.js';
import { ReleasesModule } from './releases/releases.module.js';
import { TranscriptionModule } from './transcription/transcription.module.js';
import { ProfileModule } from './users/profile.module.js';
import { UsersModule } from './users/users.module.js';

/**
 * The product's feature modules. A new domain appends its module here (and its migrations to
 * database/migrations/index.ts); AppModule wires everything else (config, database, guards,
 * rate limits, error filter).
 */
export const domainModules: Type[] = [
  UsersModule,
  AuthModule,
  HealthModule,
  ProfileModule,
  AdminModule,
  SessionsModule,
  DrillsModule,
  MeetingModule,
  DictionaryModule,
  DashboardModule,
  ScriptsModule,
  AccountModule,
  ReleasesModule,
  TranscriptionModule,
];
