import { expect } from 'vitest';
import type { EmbeddedAnswer } from '../../../server/chatbot/engine.ts';

/**
 * Each message goes to a person on /contacto: a hand-off whose first source is the contact page,
 * with the outcome given (off-topic, unknown…) and never saying `unlike`. Shared by the unit tests
 * that check the assistant hands something off rather than answering it.
 */
export function expectHandedOff(
  ask: (message: string) => EmbeddedAnswer,
  messages: readonly string[],
  { outcome, unlike }: { outcome?: EmbeddedAnswer['outcome']; unlike?: RegExp } = {},
): void {
  for (const message of messages) {
    const answer = ask(message);
    expect(answer.handoff, message).toBe(true);
    expect(answer.sources[0]?.url, message).toBe('/contacto');
    if (outcome) expect(answer.outcome, message).toBe(outcome);
    if (unlike) expect(answer.reply, message).not.toMatch(unlike);
  }
}
