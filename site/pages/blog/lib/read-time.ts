import { blogTexts } from '../texts.ts';

/** '8 min' -> '8 min de lectura'; missing or blank -> the spec's default '10 min de lectura'. */
export function readTimeLabel(readTime: string | undefined): string {
  return readTime?.trim() ? blogTexts.readTime(readTime.trim()) : blogTexts.defaultReadTime;
}
