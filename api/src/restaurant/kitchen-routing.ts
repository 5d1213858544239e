/**
 * Which kitchen station makes a dish: the dish's own station, else its category's (both are
 * columns the console edits), else the first active station in display order — the Hot Line
 * in the seeded kitchen. A station that is switched off is skipped the same way, so a ticket
 * never waits on a screen nobody watches.
 */
export interface StationChoice {
  id: number;
  isActive: boolean;
  displayOrder: number;
}

export function stationFor(
  itemStationId: number | null,
  categoryStationId: number | null,
  stations: readonly StationChoice[],
): number | null {
  const active = stations.filter((station) => station.isActive);
  for (const wanted of [itemStationId, categoryStationId]) {
    if (wanted !== null && active.some((station) => station.id === wanted)) return wanted;
  }
  const [first] = [...active].sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
  return first?.id ?? null;
}
