from __future__ import annotations

from django.db import migrations

# The audit log is append-only in the database itself, not just in the ORM; turns may only be
# marked consolidated.
FORBID_UPDATE = """
CREATE OR REPLACE FUNCTION memory_event_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'memory_memoryevent is append-only';
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER memory_event_no_update BEFORE UPDATE ON memory_memoryevent
  FOR EACH ROW EXECUTE FUNCTION memory_event_append_only();

CREATE OR REPLACE FUNCTION coach_turn_append_only() RETURNS trigger AS $$
BEGIN
  IF NEW.content IS DISTINCT FROM OLD.content OR NEW.role IS DISTINCT FROM OLD.role
     OR NEW.created_at IS DISTINCT FROM OLD.created_at OR NEW.user_id IS DISTINCT FROM OLD.user_id
     OR NEW.conversation_id IS DISTINCT FROM OLD.conversation_id THEN
    RAISE EXCEPTION 'coach_turn is append-only: only consolidated_at may change';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER coach_turn_no_rewrite BEFORE UPDATE ON coach_turn
  FOR EACH ROW EXECUTE FUNCTION coach_turn_append_only();
"""
UNDO = """
DROP TRIGGER IF EXISTS memory_event_no_update ON memory_memoryevent;
DROP FUNCTION IF EXISTS memory_event_append_only();
DROP TRIGGER IF EXISTS coach_turn_no_rewrite ON coach_turn;
DROP FUNCTION IF EXISTS coach_turn_append_only();
"""


class Migration(migrations.Migration):
    dependencies = [("memory", "0002_initial"), ("coach", "0001_initial")]
    operations = [migrations.RunSQL(FORBID_UPDATE, UNDO)]
