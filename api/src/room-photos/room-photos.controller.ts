import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Put, Req, Res } from '@nestjs/common';
import {
  ROOM_PHOTO_ACCESS,
  roomPhotoOrderSchema,
  roomPhotosReply,
  roomPhotoTextSchema,
  type RoomPhotoOrderInput,
  type RoomPhotosReply,
  type RoomPhotoTextInput,
} from '@lakeside/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StaffOnly } from '../auth/staff-only.decorator.js';
import { ReplyContract } from '../common/http/reply-contract.decorator.js';
import { ZodPipe } from '../common/validation/zod-body.pipe.js';
import { RoomPhotoFiles } from './room-photo-files.js';
import { readPhotoUpload } from './room-photo-upload.js';
import { RoomPhotosReader } from './room-photos-reader.js';
import { RoomPhotosService } from './room-photos.service.js';

/**
 * The console's Room photos page, and the photos' files for guests. Every write answers with
 * the whole page (a few rooms), so the console shows what the server now holds.
 */
@Controller('api/room-photos')
export class RoomPhotosController {
  constructor(
    private readonly reader: RoomPhotosReader,
    private readonly photos: RoomPhotosService,
    private readonly files: RoomPhotoFiles,
  ) {}

  @Get()
  @StaffOnly(...ROOM_PHOTO_ACCESS.view)
  @ReplyContract(roomPhotosReply)
  page(): Promise<RoomPhotosReply> {
    return this.reader.page();
  }

  /**
   * multipart/form-data with one or more files in the field `photos` (at most
   * ROOM_PHOTO_LIMITS.maxPerUpload). The role is checked before the body is read.
   */
  @Post('rooms/:roomId')
  @StaffOnly(...ROOM_PHOTO_ACCESS.manage)
  @ReplyContract(roomPhotosReply)
  async upload(@Param('roomId') roomId: string, @Req() request: FastifyRequest): Promise<RoomPhotosReply> {
    await this.photos.add(roomId, await readPhotoUpload(request));
    return this.reader.page();
  }

  /** The room's photos in a new order, cover first: one write. */
  @Put('rooms/:roomId/order')
  @StaffOnly(...ROOM_PHOTO_ACCESS.manage)
  @ReplyContract(roomPhotosReply)
  async reorder(
    @Param('roomId') roomId: string,
    @Body(new ZodPipe(roomPhotoOrderSchema)) order: RoomPhotoOrderInput,
  ): Promise<RoomPhotosReply> {
    await this.photos.reorder(roomId, order);
    return this.reader.page();
  }

  /** The photo's alt texts. */
  @Put(':id')
  @StaffOnly(...ROOM_PHOTO_ACCESS.manage)
  @ReplyContract(roomPhotosReply)
  async setText(
    @Param('id', ParseIntPipe) id: number,
    @Body(new ZodPipe(roomPhotoTextSchema)) text: RoomPhotoTextInput,
  ): Promise<RoomPhotosReply> {
    await this.photos.setText(id, text);
    return this.reader.page();
  }

  /** Removes the photo and its files, the original and every size. */
  @Delete(':id')
  @StaffOnly(...ROOM_PHOTO_ACCESS.manage)
  @ReplyContract(roomPhotosReply)
  async remove(@Param('id', ParseIntPipe) id: number): Promise<RoomPhotosReply> {
    await this.photos.remove(id);
    return this.reader.page();
  }

  /**
   * A size of a photo, for everyone: its name holds the picture's content hash, so what a URL
   * answers never changes and browsers and proxies may keep it for a year.
   */
  @Get('files/:name')
  async file(@Param('name') name: string, @Res() reply: FastifyReply): Promise<void> {
    const { content, contentType } = await this.files.read(name);
    void reply
      .header('content-type', contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(content);
  }
}
