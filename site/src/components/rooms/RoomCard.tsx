/**
 * One room as a card: picture, name, rating, capacity, the first three amenities with a
 * '+N more' badge, price per night and the actions. The home page's card books through the
 * search (docs/requirements/pages-and-routes.md#home); the rooms page's card goes to the room itself.
 *
 * A React component with no client code: the site renders it on the server without a
 * client directive (0 KB of JavaScript), and the console renders the same component from
 * the site's federated remote to preview a room being edited (site/federation/).
 */
import type { RoomReply } from '@lakeside/contracts';
import { fill, formatPrice } from '../../lib/format';
import { dictionary, localizedPath, type Lang } from '../../lib/i18n';
import { fallbackLang } from '../../lib/i18n/fallback-lang';
import { LineIcon } from '../common/LineIcon';
import { RoomVisual } from './RoomVisual';
import './RoomCard.css';

/** What the card shows of a room: `GET /api/rooms`'s shape, so a form's values fit too. */
export type RoomCardRoom = Pick<
  RoomReply,
  | 'id'
  | 'name'
  | 'description'
  | 'pricePerNight'
  | 'currency'
  | 'maxGuests'
  | 'beds'
  | 'bathrooms'
  | 'amenities'
  | 'rating'
  | 'reviewCount'
  | 'photos'
> &
  // Optional: on a Spanish page, the English texts staff have not translated are marked.
  Partial<Pick<RoomReply, 'nameEs' | 'descriptionEs' | 'amenitiesEs'>>;

export interface RoomCardProps {
  room: RoomCardRoom;
  lang: Lang;
  variant: 'home' | 'rooms';
  eager?: boolean;
  /** 3 under a section's h2 (home); 2 where the cards are the page's sections (/rooms). */
  headingLevel?: 2 | 3;
}

/** Cards list this many amenities; the rest are counted in a badge. */
const AMENITIES_SHOWN = 3;

export function RoomCard({ room, lang, variant, eager, headingLevel = 3 }: RoomCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = dictionary(lang).roomCard;
  const link = (path: string) => localizedPath(path, lang);
  const roomPath = link(`/book/${encodeURIComponent(room.id)}`);
  const bookHref = variant === 'home' ? link('/search-results') : roomPath;
  const shown = room.amenities.slice(0, AMENITIES_SHOWN);
  const hidden = room.amenities.length - shown.length;
  const guests = room.maxGuests === 1 ? t.upToOneGuest : fill(t.upToGuests, { n: room.maxGuests });
  const beds = room.beds === 1 ? t.oneBed : fill(t.beds, { n: room.beds });
  const bathrooms = room.bathrooms === 1 ? t.oneBathroom : fill(t.bathrooms, { n: room.bathrooms });
  const headingId = `room-${room.id}`;
  const amenitiesLang = fallbackLang(room, 'amenities', lang);

  return (
    <article className="room-card card" aria-labelledby={headingId} data-room-id={room.id}>
      <RoomVisual room={room} lang={lang} eager={eager} />
      <div className="room-body">
        <Heading className="room-name" id={headingId} lang={fallbackLang(room, 'name', lang)}>
          {room.name}
        </Heading>
        {room.rating !== null && (
          // Computed from approved reviews; a room without any shows none rather than "0.0".
          <p className="room-rating">
            <LineIcon name="star" size={16} />
            <span>
              {fill(room.reviewCount === 1 ? t.ratingOne : t.rating, {
                rating: room.rating.toFixed(1),
                count: room.reviewCount,
              })}
            </span>
          </p>
        )}
        <p className="room-description" lang={fallbackLang(room, 'description', lang)}>
          {room.description}
        </p>
        <ul className="room-facts">
          <li>
            <LineIcon name="users" size={18} /> {guests}
          </li>
          <li>
            <LineIcon name="bed" size={18} /> {beds}
          </li>
          <li className="visually-hidden">{bathrooms}</li>
        </ul>
        <ul className="amenities">
          {shown.map((amenity, index) => (
            <li key={`${index}-${amenity}`} lang={amenitiesLang}>
              {amenity}
            </li>
          ))}
          {hidden > 0 && <li className="more">{fill(t.moreAmenities, { n: hidden })}</li>}
        </ul>
        <div className={variant === 'rooms' ? 'room-footer room-footer-stacked' : 'room-footer'}>
          <p className="room-price">
            <strong>{formatPrice(room.pricePerNight, room.currency, lang)}</strong>
            <span>{t.perNight}</span>
          </p>
          <div className="room-actions">
            {variant === 'rooms' && (
              <>
                <a
                  className="button button-outline"
                  href={roomPath}
                  aria-label={fill(t.detailsLabel, { room: room.name })}
                >
                  {t.details}
                </a>
                <a className="button button-outline" href={link('/contact')}>
                  {t.contactUs}
                </a>
              </>
            )}
            <a className="button button-primary" href={bookHref} aria-label={fill(t.bookNowLabel, { room: room.name })}>
              {t.bookNow}
            </a>
          </div>
        </div>
      </div>
    </article>
  );
}
