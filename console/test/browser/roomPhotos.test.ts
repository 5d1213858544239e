/**
 * The Room photos page: a manager uploads several photos at once (a progress bar while they
 * go), drags one to the cover and moves another with the arrows (each order one write), writes
 * alt text in English and Spanish (an empty one refused by the contracts' schema), and deletes
 * one; staff without the manager's rights only see them. The routes are the fake API's
 * (fake-api/roomPhotoRoutes.ts), served through page.route. Screenshots on a phone, a tablet and a desktop.
 */
import type { RoomPhotosReply } from '@lakeside/contracts';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerRoomPhotos, answerRoomPhotoUpload, type FakeRoomPhotos } from '../fake-api/roomPhotoRoutes';
import { STAFF } from '../fake-api/fixtures';
import { DESKTOP, PHONE, screenshot, startConsole, TABLET, type ConsoleHarness } from '../support/consoleHarness';
import { cutOrOverflowing } from '../support/layoutChecks';

function freshPhotos(): FakeRoomPhotos {
  const page: RoomPhotosReply = {
    rooms: [
      { roomId: 'lakefront_lower', name: 'Lakefront Lower Room', isActive: true, photos: [] },
      { roomId: 'garden_cottage', name: 'Garden Cottage', isActive: false, photos: [] },
    ],
  };
  return { page, files: new Map(), writes: [] };
}

/** A small picture in its own colour, as a file the picker takes. */
async function photoFile(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 480, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

describe('Room photos', () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsole();
  });
  afterAll(() => harness?.close());

  /** `title`: the screen's name in the login's language. */
  async function openRoomPhotos(
    username: string,
    fake: FakeRoomPhotos,
    viewport = PHONE,
    title = 'Room photos',
  ): Promise<Page> {
    const staff = STAFF.find((candidate) => candidate.username === username);
    if (!staff) throw new Error(`No fake staff member ${username}`);
    const page = await harness.signedInPage(username, viewport);
    await page.route(/\/api\/room-photos(\/.*)?$/, async (route) => {
      const request = route.request();
      const path = new URL(request.url()).pathname;
      const file = fake.files.get(path);
      if (file) return route.fulfill({ status: 200, contentType: file.type, body: file.bytes });
      const upload = /^\/api\/room-photos\/rooms\/([^/]+)$/.exec(path);
      if (upload && request.method() === 'POST') {
        // Slow enough for the progress bar to be seen, as on a phone's upload.
        await new Promise((resolve) => setTimeout(resolve, 400));
        const form = await new Response(new Uint8Array(request.postDataBuffer() ?? Buffer.alloc(0)), {
          headers: { 'content-type': (await request.headerValue('content-type')) ?? '' },
        }).formData();
        const files = await Promise.all(
          form.getAll('photos').map(async (part) => {
            const blob = part as File;
            return { name: blob.name, type: blob.type, bytes: Buffer.from(await blob.arrayBuffer()) };
          }),
        );
        const answer = answerRoomPhotoUpload(fake, staff.role, decodeURIComponent(upload[1]!), files)!;
        return route.fulfill({ status: answer.status, json: answer.body });
      }
      const body = request.postData() ? (JSON.parse(request.postData() ?? '{}') as Record<string, unknown>) : {};
      const answer = answerRoomPhotos(fake, staff.role, request.method(), path, body);
      if (!answer) return route.fallback();
      return route.fulfill({ status: answer.status, json: answer.body });
    });
    if (viewport === PHONE) {
      await page.goto(`${harness.url}/room-photos`);
    } else {
      await page.goto(harness.url);
      await page.getByRole('menuitem', { name: title }).click();
    }
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    return page;
  }

  const card = (page: Page, name: string) => page.getByRole('region', { name });
  const order = (fake: FakeRoomPhotos, roomId: string) =>
    fake.page.rooms.find((room) => room.roomId === roomId)!.photos.map((photo) => photo.fileName);

  it('uploads several photos with a progress bar, reorders them, writes alt texts and deletes one', async () => {
    const fake = freshPhotos();
    const page = await openRoomPhotos('mario', fake, DESKTOP);
    const lower = card(page, 'Lakefront Lower Room');
    await lower.getByText('No photos yet: guests see the room’s drawing.').waitFor();

    await lower
      .getByLabel('Upload photos of Lakefront Lower Room')
      .setInputFiles([
        await photoFile('dock.png', '#2a6a80'),
        await photoFile('terrace.png', '#c98f5f'),
        await photoFile('bed.png', '#58784a'),
      ]);
    await lower.getByRole('progressbar').waitFor();
    await lower.getByText('3 photos added.').waitFor();
    expect(await lower.getByRole('progressbar').count()).toBe(0);
    const photos = lower.getByRole('list', { name: 'Photos, cover first' });
    await expect.poll(() => photos.getByRole('listitem').count()).toBe(3);
    // The thumbnails are the stored files, drawn.
    await expect
      .poll(() =>
        photos.getByRole('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth)),
      )
      .toEqual([480, 480, 480]);

    // Dragged onto the first photo, the bed becomes the cover: one write of the whole order.
    await photos
      .getByRole('listitem', { name: /bed\.png/ })
      .dragTo(photos.getByRole('listitem', { name: /dock\.png/ }));
    await expect.poll(() => order(fake, 'lakefront_lower')).toEqual(['bed.png', 'dock.png', 'terrace.png']);
    await photos.getByRole('listitem').first().getByText('Cover').waitFor();
    await lower.getByRole('button', { name: 'Move terrace.png up' }).click();
    await expect.poll(() => order(fake, 'lakefront_lower')).toEqual(['bed.png', 'terrace.png', 'dock.png']);
    expect(fake.writes.filter((write) => write.endsWith('/order'))).toHaveLength(2);

    const text = lower.getByRole('form', { name: 'Alt text of bed.png' });
    await text.getByLabel('Alt text (English)').fill(' ');
    await text.getByRole('button', { name: 'Save alt text' }).click();
    await text.getByText('Describe the photo for guests who cannot see it').waitFor();
    await text.getByLabel('Alt text (English)').fill('The queen bed under the mosquito net');
    await text.getByLabel('Alt text (Spanish)').fill('La cama bajo el mosquitero');
    await text.getByRole('button', { name: 'Save alt text' }).click();
    await expect
      .poll(() => fake.page.rooms[0]!.photos[0])
      .toMatchObject({ alt: 'The queen bed under the mosquito net', altEs: 'La cama bajo el mosquitero' });
    await screenshot(page, 'room-photos-desktop');

    page.once('dialog', (dialog) => void dialog.accept());
    await lower.getByRole('button', { name: 'Delete dock.png' }).click();
    await expect.poll(() => order(fake, 'lakefront_lower')).toEqual(['bed.png', 'terrace.png']);
    await expect.poll(() => photos.getByRole('listitem').count()).toBe(2);
  });

  it('refuses more photos than one upload may carry before sending them', async () => {
    const fake = freshPhotos();
    const page = await openRoomPhotos('mario', fake, TABLET);
    const garden = card(page, 'Garden Cottage');
    await garden.getByText('Hidden from guests').waitFor();
    const files = await Promise.all(
      Array.from({ length: 11 }, (_, i) => photoFile(`p${i}.png`, `#${(i + 16).toString(16)}8080`)),
    );
    await garden.getByLabel('Upload photos of Garden Cottage').setInputFiles(files);
    await garden.getByRole('alert').getByText('Choose at most 10 photos at once.').waitFor();
    expect(fake.writes).toEqual([]);
    await screenshot(page, 'room-photos-tablet');
  });

  it('shows staff the photos without the tools to change them', async () => {
    const fake = freshPhotos();
    answerRoomPhotoUpload(fake, 'admin', 'lakefront_lower', [
      { name: 'dock.png', type: 'image/png', bytes: (await photoFile('dock.png', '#2a6a80')).buffer },
    ]);
    const staffMember = STAFF.find((candidate) => candidate.role === 'staff')!;
    const page = await openRoomPhotos(staffMember.username, fake, PHONE);
    const lower = card(page, 'Lakefront Lower Room');
    await lower.getByText('Lakefront Lower Room', { exact: true }).first().waitFor();
    await lower.getByRole('listitem', { name: /dock\.png/ }).waitFor();
    expect(await page.getByRole('button', { name: /Upload photos|Delete|Move/ }).count()).toBe(0);
    expect(await page.getByRole('form').count()).toBe(0);
    await screenshot(page, 'room-photos-phone-staff');
  });

  it('reads in Spanish for a Spanish-speaking manager on a tablet, nothing cut', async () => {
    const fake = freshPhotos();
    const page = await openRoomPhotos('lucia', fake, TABLET, 'Fotos de habitaciones');
    const lower = card(page, 'Lakefront Lower Room');
    await lower.getByText('Aún no hay fotos: los huéspedes ven el dibujo de la habitación.').waitFor();
    await card(page, 'Garden Cottage').getByText('Oculta para los huéspedes').waitFor();
    await lower.getByText('JPEG, PNG, WebP o AVIF, hasta 15 MB cada una').waitFor();
    await lower
      .getByLabel('Subir fotos de Lakefront Lower Room')
      .setInputFiles([await photoFile('dock.png', '#2a6a80'), await photoFile('bed.png', '#58784a')]);
    await lower.getByText('Se agregaron 2 fotos.').waitFor();
    const photos = lower.getByRole('list', { name: 'Fotos, la portada primero' });
    await photos.getByRole('listitem', { name: 'Foto 1: dock.png' }).getByText('Portada').waitFor();
    const text = lower.getByRole('form', { name: 'Texto alternativo de bed.png' });
    await text.getByLabel('Texto alternativo (inglés)').waitFor();
    await text.getByLabel('Texto alternativo (español)').waitFor();
    await text.getByRole('button', { name: 'Guardar texto alternativo' }).waitFor();
    await lower.getByRole('button', { name: 'Subir bed.png' }).waitFor();
    expect(await cutOrOverflowing(page)).toEqual([]);
    await screenshot(page, 'room-photos-es');
  });
});
