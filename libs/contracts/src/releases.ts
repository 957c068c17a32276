import { z } from 'zod';
import { REMOTE_NAMES } from './remotes.js';

/** The remotes a release can name (the key in /remotes.json). */
export const RemoteName = z.enum(REMOTE_NAMES, { error: `remote must be one of ${REMOTE_NAMES.join(', ')}` });
export type RemoteName = z.infer<typeof RemoteName>;

/** A semantic version such as 1.4.0 or 2.0.0-beta.1. */
export const RemoteVersion = z
  .string({ error: 'version is required' })
  .regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/, { error: 'version must be a semantic version such as 1.4.0' })
  .max(64, { error: 'version must be at most 64 characters' });

export const RemoteReleaseRow = z.object({
  version: z.string(),
  released_at: z.string(),
  released_by: z.string(),
  /** Share of signed-in users this release is served to (100: everyone). */
  percent: z.number().int(),
  /** Admins get it whatever their share. */
  admins_first: z.boolean(),
  /** Set when this release was rolled back (it is no longer a candidate for "live"). */
  rolled_back_at: z.string().nullable(),
  rolled_back_by: z.string().nullable(),
  rollback_reason: z.string().nullable(),
});
export type RemoteReleaseRow = z.infer<typeof RemoteReleaseRow>;

export const RemoteVersionRow = z.object({
  version: z.string(),
  published_at: z.string(),
  /** Who published it (an admin's email, `token:<remote>:<id>` or `cli:<user>`); null before this was recorded. */
  published_by: z.string().nullable(),
  /** A version hosted elsewhere (a CDN): its mf-manifest.json URL; null: its files are stored here. */
  external_url: z.string().nullable(),
});
export type RemoteVersionRow = z.infer<typeof RemoteVersionRow>;

/** A staged release in progress: `version` goes to `percent` % of signed-in users, the rest keep `previous_version`. */
export const RemoteRollout = z.object({
  version: z.string(),
  percent: z.number().int(),
  admins_first: z.boolean(),
  /** What the rest are served (null: the build served with the app). */
  previous_version: z.string().nullable(),
});
export type RemoteRollout = z.infer<typeof RemoteRollout>;

export const RemoteStatus = z.object({
  name: RemoteName,
  /** The newest release (possibly still rolling out); null: the build served with the app (no release yet). */
  live_version: z.string().nullable(),
  /** Set while the live release reaches only part of the users. */
  rollout: RemoteRollout.nullable(),
  /** REMOTE_URL_<NAME>, when set on this replica (a development override): it wins over any release. */
  override_url: z.string().nullable(),
  /** What /remotes.json names for this remote for users outside any rollout. */
  manifest_url: z.string(),
  /** Published versions, newest first. */
  versions: z.array(RemoteVersionRow),
  /** Releases, newest first. */
  releases: z.array(RemoteReleaseRow),
});
export type RemoteStatus = z.infer<typeof RemoteStatus>;
export const RemoteStatusList = z.array(RemoteStatus);

/** POST /api/admin/remotes/{name}/releases and /api/remotes/{name}/releases */
export const ReleaseRemoteRequest = z.object({
  version: RemoteVersion,
  /** Serve it to this share of signed-in users (sticky per user); 100 (default) finishes a rollout. */
  percent: z
    .number({ error: 'percent must be a whole number from 1 to 100' })
    .int({ error: 'percent must be a whole number from 1 to 100' })
    .min(1, { error: 'percent must be a whole number from 1 to 100' })
    .max(100, { error: 'percent must be a whole number from 1 to 100' })
    .optional(),
  /** Admins get the new version whatever the percent. */
  admins_first: z.boolean({ error: 'admins_first must be true or false' }).optional(),
  /** A version hosted elsewhere: the https URL of its mf-manifest.json (recorded on first release). */
  url: z
    .url({ protocol: /^https?$/, error: 'url must be an http(s) URL of a mf-manifest.json' })
    .max(2000, { error: 'url must be at most 2000 characters' })
    .refine((value) => /^[^?#]+\.json(?:[?#].*)?$/.test(value), { error: 'url must be an http(s) URL of a mf-manifest.json' })
    .optional(),
});
export type ReleaseRemoteRequest = z.infer<typeof ReleaseRemoteRequest>;

/** POST /api/admin/remotes/{name}/rollback and /api/remotes/{name}/rollback (body optional). */
export const RollbackRemoteRequest = z.object({ reason: z.string().trim().max(500, { error: 'reason must be at most 500 characters' }).optional() });
export type RollbackRemoteRequest = z.infer<typeof RollbackRemoteRequest>;

/** One step in a remote's audit: who did what, when and why. */
export const RemoteAuditRow = z.object({
  action: z.enum(['publish', 'release', 'rollout', 'rollback', 'auto_rollback', 'token_create', 'token_revoke']),
  version: z.string().nullable(),
  /** An admin's email, `token:<remote>:<token id>`, `cli:<OS user>` or `automatic`. */
  actor: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type RemoteAuditRow = z.infer<typeof RemoteAuditRow>;
export const RemoteAuditList = z.array(RemoteAuditRow);

/** A deploy token of one remote (never its secret, which is shown once at creation). */
export const DeployTokenRow = z.object({
  id: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type DeployTokenRow = z.infer<typeof DeployTokenRow>;
export const DeployTokenList = z.array(DeployTokenRow);

/** POST /api/admin/remotes/{name}/tokens: the token, shown this once (stored hashed). */
export const CreateDeployTokenResponse = z.object({ token: z.string() });
export type CreateDeployTokenResponse = z.infer<typeof CreateDeployTokenResponse>;

/** What the shell reports about a remote it loaded (no personal data: which build, what happened). */
export const RemoteReportKind = z.enum(['load', 'load_failure', 'render_error'], { error: 'kind must be one of load, load_failure, render_error' });
export type RemoteReportKind = z.infer<typeof RemoteReportKind>;

/** POST /api/remotes/errors: a load, a failed load or an error caught by the remote's error boundary. */
export const RemoteReport = z
  .object({
    remote: RemoteName,
    kind: RemoteReportKind,
    /** The version loaded (or `built-in`); or else the manifest URL it was loaded from. */
    version: z.union([RemoteVersion, z.literal('built-in')]).optional(),
    manifest_url: z.string().max(2000, { error: 'manifest_url must be at most 2000 characters' }).optional(),
  })
  .refine((report) => report.version !== undefined || report.manifest_url !== undefined, { error: 'version or manifest_url is required' });
export type RemoteReport = z.infer<typeof RemoteReport>;
