/**
 * What the kitchen is doing at a given time of day: serving a meal (and until when), or
 * closed (and which meal opens next). The restaurant page shows it instead of the
 * prototype's fixed 'Now Serving: Breakfast'.
 */
import { MEAL_WINDOWS } from '@lakeside/contracts';

export type Meal = keyof typeof MEAL_WINDOWS;

export type MealStatus =
  | { kind: 'serving'; meal: Meal; until: string }
  | { kind: 'closed'; nextMeal: Meal; opensAt: string; tomorrow: boolean };

/** Meals in the order they are served; "HH:MM" strings compare correctly as text. */
const MEALS_IN_ORDER = (Object.keys(MEAL_WINDOWS) as Meal[]).sort((a, b) =>
  MEAL_WINDOWS[a].start.localeCompare(MEAL_WINDOWS[b].start),
);

/** `time` is "HH:MM" at the retreat; a window includes its start and excludes its end. */
export function mealStatusAt(time: string): MealStatus {
  for (const meal of MEALS_IN_ORDER) {
    const { start, end } = MEAL_WINDOWS[meal];
    if (time >= start && time < end) return { kind: 'serving', meal, until: end };
  }
  const next = MEALS_IN_ORDER.find((meal) => MEAL_WINDOWS[meal].start > time);
  const nextMeal = next ?? MEALS_IN_ORDER[0]!;
  return { kind: 'closed', nextMeal, opensAt: MEAL_WINDOWS[nextMeal].start, tomorrow: next === undefined };
}

export { MEALS_IN_ORDER };
