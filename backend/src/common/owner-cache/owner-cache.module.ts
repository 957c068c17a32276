import { Global, Module } from '@nestjs/common';
import { OwnerCacheInterceptor } from './owner-cache.interceptor.js';
import { OwnerResponseCache } from './owner-response-cache.js';

/** One OwnerResponseCache per app (replica), for every domain's @CachedForOwner() routes. */
@Global()
@Module({ providers: [OwnerResponseCache, OwnerCacheInterceptor], exports: [OwnerResponseCache, OwnerCacheInterceptor] })
export class OwnerCacheModule {}
