"""The raw log (conversations, turns, word counts) now belongs to the memory app; its tables stay."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("coach", "0005_turn_context"),
        ("memory", "0010_raw_log"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.RemoveField(
                    model_name="turn",
                    name="conversation",
                ),
                migrations.RemoveField(
                    model_name="termcount",
                    name="user",
                ),
                migrations.RemoveField(
                    model_name="turn",
                    name="reply_to",
                ),
                migrations.RemoveField(
                    model_name="turn",
                    name="user",
                ),
                migrations.DeleteModel(
                    name="Conversation",
                ),
                migrations.DeleteModel(
                    name="TermCount",
                ),
                migrations.DeleteModel(
                    name="Turn",
                ),
            ],
            database_operations=[],
        ),
    ]
