import { Query, Req, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import {
  ReleaseRemoteRequest,
  RemoteAuditList,
  type RemoteAuditRow,
  RemoteName,
  RemoteStatus,
  RemoteVersion,
  RollbackRemoteRequest,
} from '@speakwell/contracts';
import type { FastifyRequest } from 'fastify';
import { Public } from '../auth/public.decorator.js';
import { ZodBody, ZodParam } from '../common/zod-endpoint.js';
import { ARCHIVE_TYPES } from './build-archive-body.js';
import { DeployAccessGuard, Deployer } from './deploy-access.guard.js';
import { readBuildArchive } from './remote-build.js';
import { parseManifest } from './remote-manifest.js';
import { ReleasesError } from './releases.errors.js';
import { ReleasesService } from './releases.service.js';
import { ApiController, Route } from '../common/api-route.js';

/**
 * What a team's CI calls with its deploy token (or an admin with a session): publish a build,
 * release, change a rollout, roll back, read the status and the audit of one remote.
 */
@ApiController('remotes', 'remotes/:name')
@Public()
@UseGuards(DeployAccessGuard)
export class RemoteDeployController {
  constructor(private readonly releases: ReleasesService) {}

  @Route('GET', '', { summary: "A remote's live version, rollout and versions (deploy token or admin)", response: RemoteStatus })
  status(@ZodParam('name', RemoteName) name: RemoteName): Promise<RemoteStatus> {
    return this.releases.status(name);
  }

  @Route('GET', 'history', { summary: "A remote's audit (deploy token or admin)", response: RemoteAuditList })
  history(@ZodParam('name', RemoteName) name: RemoteName): Promise<RemoteAuditRow[]> {
    return this.releases.history(name);
  }

  /** The build as the body: a .tar.gz of the remote's dist/ folder; `?version=` (default: the build's own). */
  @Route('POST', 'versions', { summary: "Publish a build: a .tar.gz of the remote's dist/ (deploy token or admin)", response: RemoteStatus, status: 201 })
  @ApiConsumes(...ARCHIVE_TYPES)
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  async publish(
    @Deployer() by: string,
    @ZodParam('name', RemoteName) name: RemoteName,
    @Query('version') asked: string | undefined,
    @Req() request: FastifyRequest,
  ): Promise<RemoteStatus> {
    if (!Buffer.isBuffer(request.body)) throw ReleasesError.notAnArchive();
    const files = await readBuildArchive(request.body);
    const manifest = files.find((file) => file.path === 'mf-manifest.json');
    const own = manifest ? parseManifest(manifest.content)?.metaData : undefined;
    const version = RemoteVersion.safeParse(asked ?? (own as { buildInfo?: { buildVersion?: unknown } } | undefined)?.buildInfo?.buildVersion);
    if (!version.success)
      throw ReleasesError.badBuild(asked === undefined ? 'no version: pass ?version=1.4.0' : (version.error.issues[0]?.message ?? 'bad version'));
    return this.releases.publish(name, version.data, files, by);
  }

  @Route('POST', 'releases', { summary: 'Release a version, to everyone or a share of users, or from a URL (deploy token or admin)', response: RemoteStatus })
  release(
    @Deployer() by: string,
    @ZodParam('name', RemoteName) name: RemoteName,
    @ZodBody(ReleaseRemoteRequest) body: ReleaseRemoteRequest,
  ): Promise<RemoteStatus> {
    return this.releases.release(name, body, by);
  }

  @Route('POST', 'rollback', { summary: 'Roll the remote back to its previous release (deploy token or admin)', response: RemoteStatus })
  rollback(
    @Deployer() by: string,
    @ZodParam('name', RemoteName) name: RemoteName,
    @ZodBody(RollbackRemoteRequest.optional()) body: RollbackRemoteRequest | undefined,
  ): Promise<RemoteStatus> {
    return this.releases.rollback(name, by, body?.reason || null);
  }
}
