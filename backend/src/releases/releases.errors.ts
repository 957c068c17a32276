import { defineErrors } from '../common/errors/domain-error.js';

export enum ReleasesErrorCode {
  UnknownRemote = 'RELEASES_UNKNOWN_REMOTE',
  NotPublished = 'RELEASES_NOT_PUBLISHED',
  AlreadyPublished = 'RELEASES_ALREADY_PUBLISHED',
  AlreadyLive = 'RELEASES_ALREADY_LIVE',
  NothingToRollBack = 'RELEASES_NOTHING_TO_ROLL_BACK',
  NotABuild = 'RELEASES_NOT_A_BUILD',
  BadBuild = 'RELEASES_BAD_BUILD',
  Incomplete = 'RELEASES_INCOMPLETE',
  WrongRemote = 'RELEASES_WRONG_REMOTE',
  DeployTokenInvalid = 'RELEASES_DEPLOY_TOKEN_INVALID',
  UnknownToken = 'RELEASES_UNKNOWN_TOKEN',
  NotAnArchive = 'RELEASES_NOT_AN_ARCHIVE',
  ExternalMismatch = 'RELEASES_EXTERNAL_MISMATCH',
}

/** Failures of publishing, releasing and rolling back a remote; each text names the remote. */
export class ReleasesError extends defineErrors<ReleasesErrorCode>({
  [ReleasesErrorCode.UnknownRemote]: { status: 404 },
  [ReleasesErrorCode.NotPublished]: { status: 404 },
  [ReleasesErrorCode.AlreadyPublished]: { status: 409 },
  [ReleasesErrorCode.AlreadyLive]: { status: 409 },
  [ReleasesErrorCode.NothingToRollBack]: { status: 409 },
  [ReleasesErrorCode.NotABuild]: { status: 400 },
  [ReleasesErrorCode.BadBuild]: { status: 400 },
  [ReleasesErrorCode.Incomplete]: { status: 409 },
  [ReleasesErrorCode.WrongRemote]: { status: 403 },
  [ReleasesErrorCode.DeployTokenInvalid]: { status: 401 },
  [ReleasesErrorCode.UnknownToken]: { status: 404 },
  [ReleasesErrorCode.NotAnArchive]: { status: 415 },
  [ReleasesErrorCode.ExternalMismatch]: { status: 409 },
}) {
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
