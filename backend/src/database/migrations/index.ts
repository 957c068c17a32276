import { CreateUsers1763769600000 } from './1763769600000-create-users.js';
import { SessionsDrillsMeetingQas1795308400000 } from './1795308400000-sessions-drills-meeting-qas.js';
import { DictionaryEntries1795308600000 } from './1795308600000-dictionary-entries.js';
import { Scripts1795308800000 } from './1795308800000-scripts.js';
import { DashboardDrillStatsIndex1795309000000 } from './1795309000000-dashboard-drill-stats-index.js';
import { DrillAnswerBytes1795309200000 } from './1795309200000-drill-answer-bytes.js';
import { UserTokenVersion1795500000000 } from './1795500000000-user-token-version.js';
import { RemoteReleases1795700000000 } from './1795700000000-remote-releases.js';
import { DictionaryReview1795800000000 } from './1795800000000-dictionary-review.js';
import { DrillDelivery1795900000000 } from './1795900000000-drill-delivery.js';
import { DashboardTotals1795950000000 } from './1795950000000-dashboard-totals.js';
import { ListKeysetIndexes1796000000000 } from './1796000000000-list-keyset-indexes.js';
import { ScriptRunDelivery1796100000000 } from './1796100000000-script-run-delivery.js';
import { UserDataVersion1796200000000 } from './1796200000000-user-data-version.js';
import { GoogleSignInCodes1796300000000 } from './1796300000000-google-sign-in-codes.js';
import { DrillAttempts1796342000000 } from './1796342000000-drill-attempts.js';
import { RemoteDeploys1796400000000 } from './1796400000000-remote-deploys.js';
import { StaticDashboardTriggers1796500000000 } from './1796500000000-static-dashboard-triggers.js';
import { MeasuredPaceTotals1796600000000 } from './1796600000000-measured-pace-totals.js';

/**
 * Every migration, oldest first; run at start-up. A domain adds its own file beside this one
 * (`<timestamp>-<what>.ts`, a class `<What><timestamp>` with hand-written SQL `up`/`down`)
 * and appends the class here. User-owned tables reference users with
 * `user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE` and index it.
 */
export const migrations = [
  CreateUsers1763769600000,
  SessionsDrillsMeetingQas1795308400000,
  DictionaryEntries1795308600000,
  Scripts1795308800000,
  DashboardDrillStatsIndex1795309000000,
  DrillAnswerBytes1795309200000,
  UserTokenVersion1795500000000,
  RemoteReleases1795700000000,
  DictionaryReview1795800000000,
  DrillDelivery1795900000000,
  DashboardTotals1795950000000,
  ListKeysetIndexes1796000000000,
  ScriptRunDelivery1796100000000,
  UserDataVersion1796200000000,
  GoogleSignInCodes1796300000000,
  DrillAttempts1796342000000,
  RemoteDeploys1796400000000,
  StaticDashboardTriggers1796500000000,
  MeasuredPaceTotals1796600000000,
];
