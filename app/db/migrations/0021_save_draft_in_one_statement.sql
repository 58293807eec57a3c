-- A draft autosave in one statement (ADR 0065): count the writer's rate limit, lock the paid copy,
-- check it is this user's, paid, active and unsent, and store the sealed draft. A VOLATILE
-- PL/pgSQL function in READ COMMITTED takes a fresh snapshot for each statement inside it, so the
-- check after the lock sees a submission that committed while the save waited for it: a save
-- checked before the send commits still cannot write a draft back after it (as lockCopy did).
CREATE OR REPLACE FUNCTION save_draft(
  p_user_id text,
  p_form_type text,
  p_entitlement_id text,
  p_bank_version text,
  p_sealed_answers text,
  p_answered_count integer,
  p_writer_id text,
  p_writer_seq integer,
  p_safety_flagged boolean,
  p_now timestamptz,
  p_limit_key text,
  p_limit integer,
  p_window_ms integer,
  OUT outcome text,
  OUT retry_after_seconds integer,
  OUT stored boolean
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_window interval := make_interval(secs => p_window_ms / 1000.0);
  v_count integer;
  v_window_start timestamptz;
BEGIN
  stored := false;
  retry_after_seconds := 0;
  -- The same fixed window as hitRateLimit in rate-limit.server.ts, on the same table (no key: no limit).
  IF p_limit_key IS NOT NULL THEN
    INSERT INTO rate_limit_hits AS hits (key, window_start, count) VALUES (p_limit_key, p_now, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN hits.window_start <= p_now - v_window THEN 1 ELSE hits.count + 1 END,
      window_start = CASE WHEN hits.window_start <= p_now - v_window THEN p_now ELSE hits.window_start END
    RETURNING hits.count, hits.window_start INTO v_count, v_window_start;
    IF v_count > p_limit THEN
      outcome := 'limited';
      retry_after_seconds := greatest(1, ceil(extract(epoch FROM (v_window_start + v_window - p_now)))::integer);
      RETURN;
    END IF;
  END IF;

  PERFORM 1 FROM entitlements WHERE id = p_entitlement_id FOR UPDATE;

  IF NOT EXISTS (
    SELECT 1 FROM form_access fa JOIN entitlements e ON e.id = fa.entitlement_id
    WHERE fa.entitlement_id = p_entitlement_id AND fa.user_id = p_user_id AND fa.form_type = p_form_type
      AND fa.payment_status = 'paid' AND e.status = 'active'
  ) THEN
    outcome := 'no-access';
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM assessment_submissions WHERE entitlement_id = p_entitlement_id) THEN
    outcome := 'sent';
    RETURN;
  END IF;

  -- Only the same user's draft, and never with an older save from the same page.
  INSERT INTO assessment_drafts AS d
    (entitlement_id, user_id, form_type, bank_version, sealed_answers, answered_count, writer_id, writer_seq, safety_flagged, updated_at)
  VALUES
    (p_entitlement_id, p_user_id, p_form_type, p_bank_version, p_sealed_answers, p_answered_count, p_writer_id, p_writer_seq, p_safety_flagged, p_now)
  ON CONFLICT (entitlement_id) DO UPDATE SET
    user_id = excluded.user_id,
    form_type = excluded.form_type,
    bank_version = excluded.bank_version,
    sealed_answers = excluded.sealed_answers,
    answered_count = excluded.answered_count,
    writer_id = excluded.writer_id,
    writer_seq = excluded.writer_seq,
    safety_flagged = excluded.safety_flagged,
    updated_at = excluded.updated_at
  WHERE d.user_id = p_user_id AND NOT (d.writer_id = excluded.writer_id AND d.writer_seq >= excluded.writer_seq)
  RETURNING true INTO stored;
  stored := coalesce(stored, false);
  outcome := 'saved';
END
$$;
