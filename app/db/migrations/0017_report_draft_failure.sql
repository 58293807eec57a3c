-- Issue 30 (ADR 0061): why a report's last drafting failed (the provider's status and message, never the client's words).
ALTER TABLE "reports" ADD COLUMN "draft_failure" jsonb;