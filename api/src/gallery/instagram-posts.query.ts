import { GALLERY_LIMITS } from '@lakeside/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** `GET /api/instagram/posts?limit=N`. */
export class InstagramPostsQuery {
  /** Posts wanted: 12 on the gallery, 6 on the contact page (GALLERY_LIMITS); 1 to 50. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(GALLERY_LIMITS.maxPageSize)
  limit: number = GALLERY_LIMITS.pageSize;
}
