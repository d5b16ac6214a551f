/** The log of the last WhatsApp conversions (spec: 20 records of source, category, timestamp). */
import type { SafeStore } from '../storage.ts';

export const CONVERSIONS_KEY = 'whatsappConversions';
export const MAX_CONVERSIONS = 20;

export interface ConversionRecord {
  source: string;
  category: string;
  /** ISO date and time. */
  timestamp: string;
}

export function readConversions(store: SafeStore): ConversionRecord[] {
  const list = store.getJSON<unknown>(CONVERSIONS_KEY);
  return Array.isArray(list) ? (list as ConversionRecord[]).slice(-MAX_CONVERSIONS) : [];
}

export function logConversion(store: SafeStore, source: string, category: string, now: Date): ConversionRecord {
  const record: ConversionRecord = { source, category, timestamp: now.toISOString() };
  store.setJSON(CONVERSIONS_KEY, [...readConversions(store), record].slice(-MAX_CONVERSIONS));
  return record;
}
