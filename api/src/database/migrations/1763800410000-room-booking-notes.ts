/**
 * room_bookings.notes: what the desk wrote down when it took a walk-in or phone booking
 * (arrival time, requests). Guest bookings leave it empty. Schema builder: one file, both drivers.
 */
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

const notes = () => new TableColumn({ name: 'notes', type: 'text', isNullable: true });

export class RoomBookingNotes1763800410000 implements MigrationInterface {
  name = 'RoomBookingNotes1763800410000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('room_bookings', notes());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('room_bookings', notes());
  }
}
