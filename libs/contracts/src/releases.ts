import { z } from 'zod';

/** The remotes a release can name (the key in /remotes.json). */
export const REMOTE_NAMES = ['drill', 'scripts', 'meeting', 'dictionary', 'dashboard', 'admin'] as const;
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
  /** Set when this release was rolled back (it is no longer a candidate for "live"). */
  rolled_back_at: z.string().nullable(),
});
export type RemoteReleaseRow = z.infer<typeof RemoteReleaseRow>;

export const RemoteStatus = z.object({
  name: RemoteName,
  /** The released version the shell loads; null: the build served with the app (no release yet). */
  live_version: z.string().nullable(),
  /** REMOTE_URL_<NAME>, when set: it wins over any release. */
  override_url: z.string().nullable(),
  /** What /remotes.json names for this remote right now. */
  manifest_url: z.string(),
  /** Published versions, newest first. */
  versions: z.array(z.object({ version: z.string(), published_at: z.string() })),
  /** Releases, newest first. */
  releases: z.array(RemoteReleaseRow),
});
export type RemoteStatus = z.infer<typeof RemoteStatus>;
export const RemoteStatusList = z.array(RemoteStatus);

/** POST /api/admin/remotes/{name}/releases */
export const ReleaseRemoteRequest = z.object({ version: RemoteVersion });
export type ReleaseRemoteRequest = z.infer<typeof ReleaseRemoteRequest>;
