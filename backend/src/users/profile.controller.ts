import { Controller, Get, Ip, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Profile, UpdateProfileRequest, UpdateProfileResponse } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ZodBody, ZodResponse } from '../common/zod-endpoint.js';
import { ProfileService } from './profile.service.js';
import { ApiErrors } from '../common/openapi-errors.js';
import { AuthErrorCode } from '../auth/auth.errors.js';
import { ProfileErrorCode } from './profile.errors.js';
import { UserErrorCode } from './users.errors.js';

@ApiTags('profile')
@ApiBearerAuth()
@Controller('user/profile')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @ApiOperation({ summary: "Read the caller's profile" })
  @Get()
  @ZodResponse(Profile)
  get(@CurrentUser() user: AuthUser): Promise<Profile> {
    return this.profile.get(user.id);
  }

  @ApiOperation({ summary: "Change the caller's name, email or password" })
  @ApiErrors(
    ProfileErrorCode.CurrentPasswordRequired,
    ProfileErrorCode.CurrentPasswordWrong,
    ProfileErrorCode.GoogleProofRequired,
    ProfileErrorCode.GoogleAccountMismatch,
    AuthErrorCode.GoogleProofStale,
    UserErrorCode.EmailTaken,
  )
  @Put()
  @ZodResponse(UpdateProfileResponse)
  update(
    @CurrentUser() user: AuthUser,
    @ZodBody(UpdateProfileRequest) body: UpdateProfileRequest,
    @Ip() clientAddress: string,
  ): Promise<UpdateProfileResponse> {
    return this.profile.update(user, clientAddress, body);
  }
}
