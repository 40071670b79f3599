-- Visit events: the portal records each guarded navigation (event_name = the visited path).

CREATE SCHEMA user_analysis;

CREATE TABLE user_analysis.user_events (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id uuid NOT NULL,
  event_name text NOT NULL,
  extra_fields jsonb DEFAULT '{}' NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT user_events_pkey PRIMARY KEY (id),
  CONSTRAINT user_events_event_name_length CHECK (char_length(event_name) BETWEEN 1 AND 2048),
  CONSTRAINT user_events_extra_fields_is_object CHECK (jsonb_typeof(extra_fields) = 'object'),
  CONSTRAINT user_events_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE CASCADE
);
COMMENT ON TABLE user_analysis.user_events IS 'One row per visited screen: event_name is the full path, extra_fields.host the portal that sent it.';
CREATE INDEX user_events_user_id_created_at_idx ON user_analysis.user_events (user_id, created_at DESC);
