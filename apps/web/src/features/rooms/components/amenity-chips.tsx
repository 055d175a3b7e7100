import { PREDEFINED_AMENITIES, type PredefinedAmenity } from '@nivas/domain';
import { t } from '@/i18n';

const isPredefined = (amenity: string): amenity is PredefinedAmenity =>
  (PREDEFINED_AMENITIES as readonly string[]).includes(amenity);

/**
 * A room's amenities as small chips, or the given words when it has none. The predefined ones
 * are named in the interface's language; the owner's own as they typed them.
 */
export function AmenityChips({ amenities, emptyText }: { amenities: string[]; emptyText: string }) {
  if (amenities.length === 0) return <p className="text-sm text-slate-500">{emptyText}</p>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {amenities.map((amenity) => (
        <li
          key={amenity}
          className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
        >
          {isPredefined(amenity) ? t.rooms.amenityNames[amenity] : amenity}
        </li>
      ))}
    </ul>
  );
}
