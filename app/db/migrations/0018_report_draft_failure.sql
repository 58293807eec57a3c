-- Issue 30 (ADR 0061): why a report's last drafting failed. Self-contained (one nullable column), so it may be renumbered at merge.
ALTER TABLE "reports" ADD COLUMN "draft_failure" jsonb;