import { Module } from '@nestjs/common';
import { RoomPhotoFiles } from './room-photo-files.js';
import { RoomPhotosController } from './room-photos.controller.js';
import { RoomPhotosReader } from './room-photos-reader.js';
import { RoomPhotosService } from './room-photos.service.js';

/** Room photos (issue 16): uploads with AVIF and WebP sizes, their order and alt texts, and their files for guests. */
@Module({
  controllers: [RoomPhotosController],
  providers: [RoomPhotosService, RoomPhotosReader, RoomPhotoFiles],
  exports: [RoomPhotosReader],
})
export class RoomPhotosModule {}
