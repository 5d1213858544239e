/**
 * The guest previews beside the room, event and menu-item forms: each follows its form's
 * values (FormDataConsumer re-renders on every change) and draws the site's card for them
 * (GuestPreview). Module-level loaders, so a re-render never loads the remote again.
 */
import { FormDataConsumer } from 'react-admin';
import { retreatToday } from '../format/dates';
import { guestEvent, guestMenuItem, guestRoom } from './cardProps';
import { GuestPreview } from './GuestPreview';

const loadRoomCard = () => import('lakeside_site/RoomCard');
const loadEventCard = () => import('lakeside_site/EventCard');
const loadMenuItemCard = () => import('lakeside_site/MenuItemCard');

export function RoomPreview() {
  return (
    <FormDataConsumer>
      {({ formData }) => <GuestPreview subject="room" load={loadRoomCard} cardProps={{ room: guestRoom(formData) }} />}
    </FormDataConsumer>
  );
}

export function EventPreview() {
  return (
    <FormDataConsumer>
      {({ formData }) => (
        <GuestPreview
          subject="event"
          load={loadEventCard}
          cardProps={{ event: guestEvent(formData, retreatToday()) }}
        />
      )}
    </FormDataConsumer>
  );
}

export function MenuItemPreview() {
  return (
    <FormDataConsumer>
      {({ formData }) => (
        <GuestPreview subject="menuItem" load={loadMenuItemCard} cardProps={{ item: guestMenuItem(formData) }} />
      )}
    </FormDataConsumer>
  );
}
