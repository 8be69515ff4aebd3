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
  -- A counted attempt is not something a person was promised: its commit need not wait for the WAL
  -- flush (a crash forgets at most the last fraction of a second of attempts). Until the end of the
  -- caller's transaction only; every other write keeps synchronous commit.
  PERFORM set_config('synchronous_commit', 'off', true);
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
