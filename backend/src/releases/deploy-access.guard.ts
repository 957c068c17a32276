import { type CanActivate, type ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuthError, AuthErrorCode } from '../auth/auth.errors.js';
import { type AuthenticatedRequest } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { DEPLOY_TOKEN_PREFIX, DeployTokensService } from './deploy-tokens.service.js';
import { ReleasesError } from './releases.errors.js';

const DEPLOYER_PROPERTY = 'remoteDeployer';

type DeployRequest = AuthenticatedRequest & { [DEPLOYER_PROPERTY]?: string; params: { name?: string } };

/**
 * The deploy routes (/api/remotes/<name>/...): a deploy token of that remote (403 for another
 * remote), or an admin's session. The routes are @Public() for the global guard, which knows
 * only sessions; this guard then runs the same session check when the bearer is not a deploy token.
 */
@Injectable()
export class DeployAccessGuard implements CanActivate {
  constructor(
    private readonly tokens: DeployTokensService,
    private readonly sessions: JwtAuthGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<DeployRequest>();
    // Already admitted before its body was read (an upload: see acceptBuildArchives).
    if (request[DEPLOYER_PROPERTY]) return true;
    await this.admit(request);
    return true;
  }

  /** Checks the caller of a deploy route and records who it is; throws 401/403 otherwise. */
  async admit(request: FastifyRequest): Promise<void> {
    const deploy = request as DeployRequest;
    const bearer = /^\s*bearer\s+(\S+)\s*$/i.exec(deploy.headers.authorization ?? '')?.[1];
    if (bearer?.startsWith(DEPLOY_TOKEN_PREFIX)) {
      const deployer = await this.tokens.verify(bearer);
      if (!deployer) throw ReleasesError.deployTokenInvalid();
      const name = deploy.params.name;
      if (name !== undefined && deployer.remote !== name) throw ReleasesError.wrongRemote(deployer.remote, name);
      deploy[DEPLOYER_PROPERTY] = deployer.actor;
      return;
    }
    const user = await this.sessions.authenticate(deploy);
    if (user.role !== 'admin') throw new AuthError(AuthErrorCode.AdminRequired);
    deploy[DEPLOYER_PROPERTY] = user.email;
  }
}

/** Who is deploying, for the audit: an admin's email or `token:<remote>:<id>`. */
export const Deployer = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const actor = context.switchToHttp().getRequest<FastifyRequest & { [DEPLOYER_PROPERTY]?: string }>()[DEPLOYER_PROPERTY];
  if (!actor) throw new Error('@Deployer() used on a route without DeployAccessGuard');
  return actor;
});
