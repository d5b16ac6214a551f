-- The team's dashboard (/admin): its sessions and what it records about each lead.

-- A session is a random token the signed cookie carries; only its sha256 is stored.
CREATE TABLE admin_sessions (
  token_hash text PRIMARY KEY,
  csrf_token text NOT NULL,
  member text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX admin_sessions_expires ON admin_sessions (expires_at);

-- Each status change of a lead (new → contacted → won / lost), with who and when. A lead without
-- a row is "new"; erasing a lead erases its history too.
CREATE TABLE lead_status_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('new', 'contacted', 'won', 'lost')),
  changed_by text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_status_changes_lead ON lead_status_changes (lead_id, changed_at);
