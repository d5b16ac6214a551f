-- Partner sites allowed to call the widgets' APIs (chat, events) from their pages, edited in
-- /admin. Every instance reads the active ones every PARTNERS_REFRESH_MS; CHATBOT_ALLOWED_ORIGINS
-- adds a fixed list on top. `origin` is spelled as browsers send the Origin header.
CREATE TABLE partners (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  origin text NOT NULL UNIQUE CHECK (origin ~ '^https?://[^/?#@\s]+$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused')),
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The partner page a lead was sent from (the request's Origin, verified against the allow-list);
-- NULL for the company's own site.
ALTER TABLE leads ADD COLUMN partner_origin text;
