import { defineErrors } from '../common/errors/domain-error.js';

export enum ReleasesErrorCode {
  UnknownRemote = 'RELEASES_UNKNOWN_REMOTE',
  NotPublished = 'RELEASES_NOT_PUBLISHED',
  AlreadyPublished = 'RELEASES_ALREADY_PUBLISHED',
  AlreadyLive = 'RELEASES_ALREADY_LIVE',
  NothingToRollBack = 'RELEASES_NOTHING_TO_ROLL_BACK',
  NotABuild = 'RELEASES_NOT_A_BUILD',
}

/** Failures of publishing, releasing and rolling back a remote; each text names the remote. */
export class ReleasesError extends defineErrors<ReleasesErrorCode>({
  [ReleasesErrorCode.UnknownRemote]: { status: 404 },
  [ReleasesErrorCode.NotPublished]: { status: 404 },
  [ReleasesErrorCode.AlreadyPublished]: { status: 409 },
  [ReleasesErrorCode.AlreadyLive]: { status: 409 },
  [ReleasesErrorCode.NothingToRollBack]: { status: 409 },
  [ReleasesErrorCode.NotABuild]: { status: 400 },
}) {
  static unknownRemote(name: string): ReleasesError {
    return new ReleasesError(ReleasesErrorCode.UnknownRemote, `There is no remote named "${name}".`);
  }

  static notPublished(name: string, version: string): ReleasesError {
    return new ReleasesError(ReleasesErrorCode.NotPublished, `${name} ${version} is not published; publish it first.`);
  }

  static alreadyPublished(name: string, version: string): ReleasesError {
    return new ReleasesError(ReleasesErrorCode.AlreadyPublished, `${name} ${version} is already published; a published version never changes, publish a new version.`);
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
}
