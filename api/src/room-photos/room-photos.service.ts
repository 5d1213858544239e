import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ROOM_PHOTO_LIMITS,
  ROOM_PHOTO_MESSAGES,
  type RoomPhotoOrderInput,
  type RoomPhotoTextInput,
} from '@lakeside/contracts';
import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { isUniqueViolation } from '../common/errors/database-errors.js';
import { fieldError } from '../common/errors/field-error.js';
import { runWriteTransaction } from '../database/write-transaction.js';
import { Room } from '../rooms/room.entity.js';
import { latestRows } from '../shared-resources/lock-shared-resource.js';
import { RoomPhotoError } from './room-photo-errors.js';
import { RoomPhotoFiles } from './room-photo-files.js';
import { makeSizes, type MadeSize } from './room-photo-sizes.js';
import { declaresPhotoType, photoExtension } from './room-photo-type.js';
import { photosRejected, type UploadedPhoto } from './room-photo-upload.js';
import { RoomPhoto } from './room-photo.entity.js';

/** A checked upload with its sizes made, ready to be written. */
interface PreparedPhoto {
  upload: UploadedPhoto;
  fileKey: string;
  originalType: string;
  sizes: MadeSize[];
}

/** The one writer of room photos: uploads (files first, then rows), alt texts, order, removal (rows first, then files). */
@Injectable()
export class RoomPhotosService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly files: RoomPhotoFiles,
  ) {}

  /**
   * Adds the uploaded photos after the room's last one, all or none: every file is checked and
   * its sizes made before anything is stored, and a refused or failed write leaves no file.
   */
  async add(roomId: string, uploads: UploadedPhoto[]): Promise<void> {
    const room = await this.dataSource.getRepository(Room).findOneBy({ id: roomId });
    if (!room) throw new RoomPhotoError('photos.notFound');
    const prepared: PreparedPhoto[] = [];
    for (const [index, upload] of uploads.entries()) prepared.push(await prepare(upload, index));
    const keys = new Set(prepared.map((photo) => photo.fileKey));
    if (keys.size < prepared.length) throw new RoomPhotoError('photos.duplicate');

    const written: string[] = [];
    try {
      for (const photo of prepared) {
        if (await this.dataSource.getRepository(RoomPhoto).existsBy({ fileKey: photo.fileKey }))
          throw new RoomPhotoError('photos.duplicate');
        await this.files.write(photo.fileKey, photo.originalType, photo.upload.content, photo.sizes);
        written.push(photo.fileKey);
      }
      await runWriteTransaction(this.dataSource, async (manager) => {
        // The room's row locked: two uploads to one room count its photos one after the other.
        await manager.query('UPDATE rooms SET id = id WHERE id = ?', [roomId]);
        const existing = await manager.find(RoomPhoto, { where: { roomId }, ...latestRows(manager) });
        if (existing.length + prepared.length > ROOM_PHOTO_LIMITS.maxPerRoom)
          throw new RoomPhotoError('photos.roomFull');
        let position = Math.max(-1, ...existing.map((photo) => photo.position));
        for (const photo of prepared) {
          position += 1;
          await manager.insert(RoomPhoto, {
            roomId,
            fileKey: photo.fileKey,
            originalType: photo.originalType,
            fileName: photo.upload.filename.slice(0, 255) || `photo.${photo.originalType}`,
            bytes: photo.upload.content.length,
            sizes: photo.sizes
              .filter((size) => size.format === photo.sizes[0]?.format)
              .map(({ width, height }) => ({ width, height })),
            alt: room.name,
            altEs: room.nameEs,
            position,
          });
        }
      });
    } catch (error) {
      for (const fileKey of written) await this.removeFilesUnlessKept(fileKey);
      if (isUniqueViolation(error)) throw new RoomPhotoError('photos.duplicate');
      throw error;
    }
  }

  async setText(id: number, text: RoomPhotoTextInput): Promise<void> {
    await this.get(id);
    await runWriteTransaction(this.dataSource, (manager) => manager.update(RoomPhoto, { id }, text), {
      idempotent: true,
    });
  }

  /** The room's photos in the order given (cover first), in one UPDATE: every photo of the room, once. */
  async reorder(roomId: string, { photoIds }: RoomPhotoOrderInput): Promise<void> {
    await runWriteTransaction(
      this.dataSource,
      async (manager) => {
        const photos = await manager.find(RoomPhoto, {
          select: { id: true },
          where: { roomId },
          ...latestRows(manager),
        });
        if (photos.length === 0) throw new RoomPhotoError('photos.notFound');
        const held = new Set(photos.map((photo) => photo.id));
        if (photoIds.length !== held.size || photoIds.some((id) => !held.has(id)))
          throw fieldError('photoIds', ROOM_PHOTO_MESSAGES.orderMismatch);
        const cases = photoIds.map((id, position) => `WHEN ${id} THEN ${position}`).join(' ');
        await manager
          .createQueryBuilder()
          .update(RoomPhoto)
          .set({ position: () => `CASE id ${cases} END` })
          .where('roomId = :roomId', { roomId })
          .execute();
      },
      { idempotent: true },
    );
  }

  /** Removes the photo's row, then its files (the original and every size). */
  async remove(id: number): Promise<void> {
    const photo = await this.get(id);
    await runWriteTransaction(this.dataSource, (manager) => manager.delete(RoomPhoto, { id }), { idempotent: true });
    await this.files.remove(photo.fileKey);
  }

  private async get(id: number): Promise<RoomPhoto> {
    const photo = await this.dataSource.getRepository(RoomPhoto).findOneBy({ id });
    if (!photo) throw new RoomPhotoError('photos.notFound');
    return photo;
  }

  /** After a failed upload: the files go unless a row names them (the same picture uploaded at the same moment). */
  private async removeFilesUnlessKept(fileKey: string): Promise<void> {
    if (!(await this.dataSource.getRepository(RoomPhoto).existsBy({ fileKey }))) await this.files.remove(fileKey);
  }
}

/** Checks one file (its real type, the type it declared) and makes its sizes; `index` names it in a refusal. */
async function prepare(upload: UploadedPhoto, index: number): Promise<PreparedPhoto> {
  const field = `photos.${index}`;
  const originalType = await photoExtension(upload.content);
  if (!originalType) throw photosRejected(ROOM_PHOTO_MESSAGES.notAPhoto, field);
  if (!declaresPhotoType(upload, originalType)) throw photosRejected(ROOM_PHOTO_MESSAGES.mismatch, field);
  const sizes = await makeSizes(upload.content);
  if (!sizes) throw photosRejected(ROOM_PHOTO_MESSAGES.notAPhoto, field);
  const fileKey = createHash('sha256').update(upload.content).digest('hex');
  return { upload, fileKey, originalType, sizes };
}
