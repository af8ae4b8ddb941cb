"""Keep a turn's row whole on its heap page: its vector and search vector are read for every
candidate in recall, and with PostgreSQL's default (move values out of line once a row passes
about 2 kB) a turn with neighbour context had its vector in the TOAST table, three page reads a
row instead of a third of one. Rows up to 8 kB now stay inline, and if one is longer still the
vector is the last value moved out. Applies to rows written from now on."""

from django.db import migrations

FORWARD = """
ALTER TABLE coach_turn SET (toast_tuple_target = 8160);
ALTER TABLE coach_turn ALTER COLUMN embedding SET STORAGE MAIN;
"""
BACKWARD = """
ALTER TABLE coach_turn RESET (toast_tuple_target);
ALTER TABLE coach_turn ALTER COLUMN embedding SET STORAGE EXTERNAL;
"""


class Migration(migrations.Migration):
    dependencies = [("memory", "0012_conversation_memory_choices")]

    operations = [migrations.RunSQL(FORWARD, BACKWARD)]
