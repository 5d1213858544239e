/**
 * Rooms' photos are uploaded now (room_photos, made into sizes by the API): the typed-in list of
 * photo URLs goes, so the console's room form no longer offers a field that shows nothing.
 * The way down brings an empty column back, nullable: the URLs typed before are gone.
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addNullableColumns, dropNullableColumns, nullableText } from './nullable-columns.js';

const PHOTO_URLS = [nullableText('images')];

export class RoomPhotoUrls1763803100000 implements MigrationInterface {
  name = 'RoomPhotoUrls1763803100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await dropNullableColumns(queryRunner, 'rooms', PHOTO_URLS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await addNullableColumns(queryRunner, 'rooms', PHOTO_URLS);
  }
}
