import { Ip } from '@nestjs/common';
import { Profile, UpdateProfileRequest, UpdateProfileResponse } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ZodBody } from '../common/zod-endpoint.js';
import { ProfileService } from './profile.service.js';
import { AuthErrorCode } from '../auth/auth.errors.js';
import { ProfileErrorCode } from './profile.errors.js';
import { UserErrorCode } from './users.errors.js';
import { ApiController, Route } from '../common/api-route.js';

@ApiController('profile', 'user/profile')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Route('GET', '', { summary: "Read the caller's profile", response: Profile })
  get(@CurrentUser() user: AuthUser): Promise<Profile> {
    return this.profile.get(user.id);
  }

  @Route('PUT', '', {
    summary: "Change the caller's name, email or password",
    response: UpdateProfileResponse,
    errors: [
      ProfileErrorCode.CurrentPasswordRequired,
      ProfileErrorCode.CurrentPasswordWrong,
      ProfileErrorCode.GoogleProofRequired,
      ProfileErrorCode.GoogleAccountMismatch,
      AuthErrorCode.GoogleProofStale,
      UserErrorCode.EmailTaken,
    ],
  })
  update(
    @CurrentUser() user: AuthUser,
    @ZodBody(UpdateProfileRequest) body: UpdateProfileRequest,
    @Ip() clientAddress: string,
  ): Promise<UpdateProfileResponse> {
    return this.profile.update(user, clientAddress, body);
  }
}
