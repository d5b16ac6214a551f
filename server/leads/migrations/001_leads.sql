-- Every lead of the four forms. The contact data the forms collect is in `fields`; `email` is the
-- normalised address (lower case) used to find duplicates and to erase one person's data.
CREATE TABLE leads (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('contact', 'callback', 'enrolment', 'newsletter')),
  email text,
  fields jsonb NOT NULL,
  consent_at timestamptz NOT NULL,
  consent_version text NOT NULL,
  page text,
  -- sha256 of the client IP with a salt that changes every day: never the IP itself.
  ip_hash text,
  dedupe_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Newsletter only: double opt-in.
  confirmed_at timestamptz
);
CREATE INDEX leads_created ON leads (created_at);
CREATE INDEX leads_email ON leads (email);
CREATE INDEX leads_dedupe ON leads (dedupe_key, created_at);
-- One newsletter row per address: a second sign-up is neither an error nor a duplicate.
CREATE UNIQUE INDEX leads_newsletter_email ON leads (email) WHERE kind = 'newsletter';

-- What is still to be sent, written in the same transaction as the lead. A worker claims rows
-- with a lease (FOR UPDATE SKIP LOCKED), so two instances never send the same row.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  -- team_mail, team_webhook: to the team; confirmation_mail: the newsletter opt-in to the visitor.
  channel text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  lease_owner text,
  lease_until timestamptz,
  delivered_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (lead_id, channel)
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL;

-- Values the store keeps for every instance: the secret that signs newsletter links by default.
CREATE TABLE settings (
  name text PRIMARY KEY,
  value text NOT NULL
);
