import { expect } from 'vitest';
import type { EmbeddedAnswer } from '../../../server/chatbot/engine.ts';

/**
 * Each message is small talk answered warmly (never handed off), its reply matching `reply` when
 * given. Shared by the unit tests that check a register's greetings, thanks and goodbyes.
 */
export function expectSmallTalk(ask: (message: string) => EmbeddedAnswer, messages: readonly string[], reply?: RegExp): void {
  for (const message of messages) {
    const answer = ask(message);
    expect(answer.outcome, message).toBe('small-talk');
    expect(answer.handoff, message).toBe(false);
    if (reply) expect(answer.reply, message).toMatch(reply);
  }
}
