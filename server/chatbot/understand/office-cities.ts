import { offices } from '../../../site/content/offices.ts';
import { fold } from '../text/fold.ts';

/**
 * The cities with an office, folded ("madrid", "barcelona", "lisboa"), read from offices.ts: a new
 * office is known to every rule that asks "which of our cities?" without another list to update.
 */
export const officeCities: readonly string[] = offices.map((office) => fold(office.city));

/** "madrid|barcelona|lisboa", for a pattern that names any of them. */
export const officeCityAlternatives = officeCities.join('|');

const officeCityPatterns = officeCities.map((city) => [city, new RegExp(`\\b${city}\\b`)] as const);

/** The first office city (in offices.ts's order) a folded text names. */
export function officeCityIn(text: string): string | undefined {
  return officeCityPatterns.find(([, pattern]) => pattern.test(text))?.[0];
}
