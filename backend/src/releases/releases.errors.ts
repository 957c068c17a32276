import { defineErrors, errorCodes } from '../common/errors/domain-error.js';

export const ReleasesErrorCode = errorCodes({
  UnknownRemote: ['RELEASES_UNKNOWN_REMOTE', 404],
  NotPublished: ['RELEASES_NOT_PUBLISHED', 404],
  AlreadyPublished: ['RELEASES_ALREADY_PUBLISHED', 409],
  AlreadyLive: ['RELEASES_ALREADY_LIVE', 409],
  NothingToRollBack: ['RELEASES_NOTHING_TO_ROLL_BACK', 409],
  NotABuild: ['RELEASES_NOT_A_BUILD', 400],
  BadBuild: ['RELEASES_BAD_BUILD', 400],
  Incomplete: ['RELEASES_INCOMPLETE', 409],
  WrongRemote: ['RELEASES_WRONG_REMOTE', 403],
  DeployTokenInvalid: ['RELEASES_DEPLOY_TOKEN_INVALID', 401],
  UnknownToken: ['RELEASES_UNKNOWN_TOKEN', 404],
  NotAnArchive: ['RELEASES_NOT_AN_ARCHIVE', 415],
  ExternalMismatch: ['RELEASES_EXTERNAL_MISMATCH', 409],
});

/** Failures of publishing, releasing and rolling back a remote; each text names the remote. */
export class ReleasesError extends defineErrors(ReleasesErrorCode) {
  static unknownRemote(name: string): ReleasesError {
    return new ReleasesError(ReleasesErrorCode.UnknownRemote, `There is no remote named "${name}".`);
  }

  static notPublished(name: string, version: string): ReleasesError {
    return new ReleasesError(ReleasesErrorCode.NotPublished, `${name} ${version} is not published; publish it first.`);
  }

  static alreadyPublished(name: string, version: string): ReleasesError {
    return new ReleasesError(
      ReleasesErrorCode.AlreadyPublished,
      `${name} ${version} is already published; a published version never changes, publish a new version.`,
    );
  }

  static alreadyLive(name: string, version: string): ReleasesError {
    return new ReleasesError(ReleasesErrorCode.AlreadyLive, `${name} ${version} is already live.`);
  }

  static nothingToRollBack(name: string): ReleasesError {
    return new ReleasesError(ReleasesErrorCode.NothingToRollBack, `${name} has no release to roll back.`);
  }

  static notABuild(dir: string): ReleasesError {
    return new ReleasesError(ReleasesErrorCode.NotABuild, `${dir} has no mf-manifest.json: build the remote first.`);
  }

  static badBuild(problem: string): ReleasesError {
    return new ReleasesError(ReleasesErrorCode.BadBuild, `The build was refused: ${problem}.`);
  }

  static refusedBuild(name: string, version: string, problems: string[]): ReleasesError {
    return new ReleasesError(ReleasesErrorCode.BadBuild, `${name} ${version} was refused: ${problems.join('; ')}.`);
  }

  static incomplete(name: string, version: string, problems: string[]): ReleasesError {
    return new ReleasesError(ReleasesErrorCode.Incomplete, `${name} ${version} cannot be released: ${problems.join('; ')}.`);
  }

  static wrongRemote(tokenRemote: string, name: string): ReleasesError {
    return new ReleasesError(ReleasesErrorCode.WrongRemote, `This deploy token is for ${tokenRemote}; it cannot change ${name}.`);
  }

  static deployTokenInvalid(): ReleasesError {
    return new ReleasesError(ReleasesErrorCode.DeployTokenInvalid, 'This deploy token is not valid (unknown or revoked).');
  }

  static unknownToken(name: string): ReleasesError {
    return new ReleasesError(ReleasesErrorCode.UnknownToken, `${name} has no such deploy token.`);
  }

  static notAnArchive(): ReleasesError {
    return new ReleasesError(ReleasesErrorCode.NotAnArchive, 'Send the build as a .tar.gz of dist/ with Content-Type: application/gzip.');
  }

  static externalMismatch(name: string, version: string, url: string): ReleasesError {
    return new ReleasesError(
      ReleasesErrorCode.ExternalMismatch,
      `${name} ${version} is already recorded with other files or another URL; a version never changes (asked: ${url}).`,
    );
  }
}
