import { Controller, Get, Ip, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Profile, UpdateProfileRequest, UpdateProfileResponse } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ZodBody, ZodResponse } from '../common/zod-endpoint.js';
import { ProfileService } from './profile.service.js';

@ApiTags('profile')
@ApiBearerAuth()
@Controller('user/profile')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Get()
  @ZodResponse(Profile)
  get(@CurrentUser() user: AuthUser): Promise<Profile> {
    return this.profile.get(user.id);
  }

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
