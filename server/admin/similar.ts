import { toTerms } from '../chatbot/text/terms.ts';

/**
 * Unanswered questions grouped by meaning, roughly: the assistant's own term pipeline (accents,
 * typos, aliases, stems) and a Jaccard overlap of 0.5 or more with the group's first question.
 */
export interface QuestionGroup {
  example: string;
  questions: string[];
  lastDay: string;
}

const THRESHOLD = 0.5;

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / (a.size + b.size - shared);
}

/** `questions` newest first; groups come out largest first. */
export function groupQuestions(questions: readonly { question: string; day: string }[]): QuestionGroup[] {
  const groups: (QuestionGroup & { terms: Set<string> })[] = [];
  for (const { question, day } of questions) {
    const terms = new Set(toTerms(question));
    const group = groups.find((candidate) => overlap(candidate.terms, terms) >= THRESHOLD);
    if (group) group.questions.push(question);
    else groups.push({ example: question, questions: [question], lastDay: day, terms });
  }
  return groups.sort((a, b) => b.questions.length - a.questions.length || b.lastDay.localeCompare(a.lastDay)).map(({ terms: _terms, ...group }) => group);
}
