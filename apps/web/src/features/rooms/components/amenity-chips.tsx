/** A room's amenities as small chips, or the given words when it has none. */
export function AmenityChips({ amenities, emptyText }: { amenities: string[]; emptyText: string }) {
  if (amenities.length === 0) return <p className="text-sm text-slate-500">{emptyText}</p>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {amenities.map((amenity) => (
        <li
          key={amenity}
          className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
        >
          {amenity}
        </li>
      ))}
    </ul>
  );
}
