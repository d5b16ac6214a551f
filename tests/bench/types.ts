/** What every bench section receives: a running production server and the browser to use. */
export interface BenchContext {
  /** Origin of the production server started for the bench, e.g. http://127.0.0.1:4180 */
  origin: string;
  /** Process id of that server (CPU time is read from /proc/<pid>/stat). */
  serverPid: number;
  /** Absolute path of dist/. */
  distDir: string;
  /** Debian's Chromium. */
  chromiumPath: string;
  chromiumArgs: string[];
}

export interface Budget {
  name: string;
  value: number;
  limit: number;
  unit: string;
  /** 'max': value must be <= limit; 'min': value must be >= limit. */
  kind: 'max' | 'min';
}

export interface BenchSection {
  title: string;
  /** Markdown body of the section (tables, short notes). */
  markdown: string;
  /** Machine-readable figures, written to the JSON report under the section's key. */
  data: unknown;
  budgets: Budget[];
}

export type BenchRunner = (context: BenchContext) => Promise<BenchSection>;
