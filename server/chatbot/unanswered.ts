/**
 * Questions the assistant could not answer, counted by reason so the content can be improved.
 * In memory, per instance, without message text; the server reads them with `unansweredCounts()`.
 */
import type { UnansweredReason } from '../../site/domain/chat.ts';

/** The reasons are part of the /api/chatbot contract (its response's `reason`). */
export type { UnansweredReason };

const counts = new Map<UnansweredReason, number>();

export function countUnanswered(reason: UnansweredReason): void {
  counts.set(reason, (counts.get(reason) ?? 0) + 1);
}

/** A snapshot: reason -> how many since start-up. */
export function unansweredCounts(): Record<string, number> {
  return Object.fromEntries(counts);
}

/** For tests: start counting from zero. */
export function resetUnansweredCounts(): void {
  counts.clear();
}
