-- Audience and conversion counts from POST /api/events: one row per day and counter, nothing
-- else (no visitor, no IP, no time of day). `metric` names live in server/events/counters.ts.
CREATE TABLE event_counts (
  day date NOT NULL,
  metric text NOT NULL,
  key text NOT NULL DEFAULT '',
  detail text NOT NULL DEFAULT '',
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, metric, key, detail)
);
CREATE INDEX event_counts_metric_day ON event_counts (metric, day);

-- Questions the assistant could not answer, kept only when the visitor accepted analytics,
-- redacted (emails, phone numbers) and deleted after 90 days. Only the day, never the time.
CREATE TABLE assistant_questions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  day date NOT NULL,
  outcome text NOT NULL,
  reason text NOT NULL,
  question text NOT NULL
);
CREATE INDEX assistant_questions_day ON assistant_questions (day);
