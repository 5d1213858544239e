import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CreatedAt, JsonColumn, TextColumn } from '../database/columns.js';
import { Room } from '../rooms/room.entity.js';

/** One size the API made of a photo; each is stored in every format of ROOM_PHOTO_FORMATS. */
export interface PhotoSize {
  width: number;
  height: number;
}

/**
 * A photo of a room (`room_photos`) uploaded in the console. Its files live under
 * ROOM_PHOTOS_DIR, named by `fileKey` (the original's content hash): the original and each
 * size in AVIF and WebP (room-photo-files.ts). Rows are written by RoomPhotosService only.
 */
@Entity('room_photos')
@Index(['roomId', 'position'])
export class RoomPhoto {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  roomId: string;

  @ManyToOne(() => Room, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'roomId' })
  room?: Relation<Room>;

  /**
   * SHA-256 of the uploaded bytes (hex, 64): the files' names, so their URLs never change
   * content and may be cached for a year. Unique: one picture is one photo.
   */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  fileKey: string;

  /** The original's extension as its bytes say (jpg, png, webp, avif). */
  @Column({ type: 'varchar', length: 8 })
  originalType: string;

  /** The name the file had on the uploader's device. */
  @TextColumn(255)
  fileName: string;

  /** The original's size in bytes. */
  @Column({ type: 'int' })
  bytes: number;

  /** The sizes made, narrowest first; the last one is the largest. */
  @JsonColumn()
  sizes: PhotoSize[] = [];

  @TextColumn(200)
  alt: string;

  @TextColumn(200, { nullable: true })
  altEs: string | null;

  /** Order on the room's pages, 0 first (the cover). */
  @Column({ type: 'int', default: 0 })
  position: number;

  @CreatedAt()
  createdAt: Date;
}
