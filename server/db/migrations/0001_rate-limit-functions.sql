CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Sliding-window limiter. A per-key advisory lock serialises concurrent callers (across processes too),
-- so exactly p_limit calls are allowed per window. Only allowed calls are recorded.
CREATE OR REPLACE FUNCTION check_rate_limit(p_identifier text, p_action_type text, p_limit integer, p_window_minutes integer)
RETURNS TABLE (allowed boolean, current_count integer, "limit" integer, remaining integer, reset_time timestamptz, retry_after integer)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_now timestamptz := clock_timestamp();
  v_window interval := make_interval(mins => p_window_minutes);
  v_count integer;
  v_oldest timestamptz;
BEGIN
  IF p_limit IS NULL OR p_limit < 1 OR p_window_minutes IS NULL OR p_window_minutes < 1 THEN
    RAISE EXCEPTION 'check_rate_limit: limit and window must be positive' USING ERRCODE = '22023';
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended(p_action_type || ':' || p_identifier, 7));
  v_now := clock_timestamp();
  DELETE FROM rate_limit_events e
    WHERE e.identifier = p_identifier AND e.action_type = p_action_type AND e.created_at <= v_now - v_window;
  SELECT count(*)::integer, min(e.created_at) INTO v_count, v_oldest
    FROM rate_limit_events e WHERE e.identifier = p_identifier AND e.action_type = p_action_type;
  IF v_count < p_limit THEN
    INSERT INTO rate_limit_events (identifier, action_type, created_at) VALUES (p_identifier, p_action_type, v_now);
    v_count := v_count + 1;
    RETURN QUERY SELECT true, v_count, p_limit, p_limit - v_count, coalesce(v_oldest, v_now) + v_window, 0;
  ELSE
    RETURN QUERY SELECT false, v_count, p_limit, 0, v_oldest + v_window,
      greatest(1, ceil(extract(epoch FROM (v_oldest + v_window - v_now))))::integer;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION get_rate_limit_status(p_identifier text, p_action_type text, p_limit integer, p_window_minutes integer)
RETURNS TABLE (allowed boolean, current_count integer, "limit" integer, remaining integer, reset_time timestamptz, retry_after integer)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
DECLARE
  v_now timestamptz := clock_timestamp();
  v_window interval := make_interval(mins => p_window_minutes);
  v_count integer;
  v_oldest timestamptz;
BEGIN
  SELECT count(*)::integer, min(e.created_at) INTO v_count, v_oldest
    FROM rate_limit_events e
    WHERE e.identifier = p_identifier AND e.action_type = p_action_type AND e.created_at > v_now - v_window;
  RETURN QUERY SELECT v_count < p_limit, v_count, p_limit, greatest(0, p_limit - v_count),
    coalesce(v_oldest, v_now) + v_window,
    CASE WHEN v_count < p_limit THEN 0
      ELSE greatest(1, ceil(extract(epoch FROM (v_oldest + v_window - v_now))))::integer END;
END $$;
--> statement-breakpoint
INSERT INTO platform_settings (setting_key, setting_value) VALUES
  ('monetization_enabled', '{"enabled": true}'),
  ('ad_upgrades_enabled', '{"enabled": true}'),
  ('ad_boosts_enabled', '{"enabled": true}'),
  ('sponsorships_enabled', '{"enabled": true}'),
  ('pricing_page_enabled', '{"enabled": true}'),
  ('subscriptions_enabled', '{"enabled": false}')
ON CONFLICT (setting_key) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION get_platform_setting(p_setting_key text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT (setting_value->>'enabled')::boolean FROM platform_settings WHERE setting_key = p_setting_key), false)
$$;
--> statement-breakpoint
-- Every change is announced on channel platform_settings, so all server processes reload together.
CREATE OR REPLACE FUNCTION update_platform_setting(p_setting_key text, p_setting_value jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO platform_settings (setting_key, setting_value, updated_at) VALUES (p_setting_key, p_setting_value, now())
  ON CONFLICT (setting_key) DO UPDATE SET setting_value = excluded.setting_value, updated_at = now();
  PERFORM pg_notify('platform_settings', p_setting_key);
END $$;
