"""The raw log moves into the memory app in Django's state only: the tables keep their names and
data (coach_conversation, coach_turn, coach_termcount), and the content types follow the models."""

import django.contrib.postgres.indexes
import django.contrib.postgres.search
import django.db.models.deletion
import pgvector.django.indexes
import pgvector.django.vector
from django.conf import settings
from django.db import migrations, models


MOVED = ("conversation", "turn", "termcount")


def _relabel(apps, old: str, new: str) -> None:
    content_type = apps.get_model("contenttypes", "ContentType")
    content_type.objects.filter(app_label=old, model__in=MOVED).update(app_label=new)


def forwards(apps, schema_editor):
    _relabel(apps, "coach", "memory")


def backwards(apps, schema_editor):
    _relabel(apps, "memory", "coach")


class Migration(migrations.Migration):
    dependencies = [
        ("memory", "0009_stored_search_vectors"),
        ("coach", "0005_turn_context"),
        ("contenttypes", "0002_remove_content_type_name"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="Conversation",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                            ),
                        ),
                        ("title", models.CharField(blank=True, max_length=120)),
                        ("external_id", models.CharField(blank=True, default="", max_length=200)),
                        ("pending_action", models.JSONField(blank=True, null=True)),
                        ("created_at", models.DateTimeField(db_index=True)),
                        ("updated_at", models.DateTimeField(auto_now=True)),
                        (
                            "user",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="conversations",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                    ],
                    options={
                        "db_table": "coach_conversation",
                        "ordering": ["-updated_at"],
                    },
                ),
                migrations.AlterField(
                    model_name="episode",
                    name="conversation",
                    field=models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="+",
                        to="memory.conversation",
                    ),
                ),
                migrations.AlterField(
                    model_name="memoryitem",
                    name="conversation",
                    field=models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.SET_NULL,
                        related_name="memory_items",
                        to="memory.conversation",
                    ),
                ),
                migrations.CreateModel(
                    name="TermCount",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                            ),
                        ),
                        ("lexeme", models.TextField()),
                        ("turns", models.PositiveIntegerField(default=0)),
                        (
                            "user",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="+",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                    ],
                    options={
                        "db_table": "coach_termcount",
                    },
                ),
                migrations.CreateModel(
                    name="Turn",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                            ),
                        ),
                        ("embedding", pgvector.django.vector.VectorField(blank=True, dimensions=384, null=True)),
                        ("embedding_model", models.CharField(blank=True, default="", max_length=200)),
                        ("content_hash", models.CharField(blank=True, default="", max_length=64)),
                        (
                            "role",
                            models.CharField(choices=[("user", "user"), ("assistant", "assistant")], max_length=10),
                        ),
                        ("content", models.TextField()),
                        ("tool_calls", models.JSONField(blank=True, default=list)),
                        ("usage", models.JSONField(blank=True, default=dict)),
                        ("external_id", models.CharField(blank=True, default="", max_length=200)),
                        ("context", models.TextField(blank=True, default="")),
                        ("context_far", models.TextField(blank=True, default="")),
                        (
                            "search",
                            models.GeneratedField(
                                db_persist=True,
                                expression=django.contrib.postgres.search.CombinedSearchVector(
                                    django.contrib.postgres.search.CombinedSearchVector(
                                        django.contrib.postgres.search.SearchVector(
                                            "content", config="english", weight="A"
                                        ),
                                        "||",
                                        django.contrib.postgres.search.SearchVector(
                                            "context", config="english", weight="B"
                                        ),
                                        django.contrib.postgres.search.SearchConfig("english"),
                                    ),
                                    "||",
                                    django.contrib.postgres.search.SearchVector(
                                        "context_far", config="english", weight="C"
                                    ),
                                    django.contrib.postgres.search.SearchConfig("english"),
                                ),
                                output_field=django.contrib.postgres.search.SearchVectorField(),
                            ),
                        ),
                        ("created_at", models.DateTimeField(db_index=True)),
                        ("consolidated_at", models.DateTimeField(blank=True, null=True)),
                        (
                            "conversation",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="turns",
                                to="memory.conversation",
                            ),
                        ),
                        (
                            "reply_to",
                            models.OneToOneField(
                                blank=True,
                                null=True,
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="reply",
                                to="memory.turn",
                            ),
                        ),
                        (
                            "user",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="turns",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                    ],
                    options={
                        "db_table": "coach_turn",
                        "ordering": ["created_at", "id"],
                    },
                ),
                migrations.AlterField(
                    model_name="episode",
                    name="turn",
                    field=models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="+",
                        to="memory.turn",
                    ),
                ),
                migrations.AlterField(
                    model_name="memoryevent",
                    name="turn",
                    field=models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.DO_NOTHING,
                        related_name="+",
                        to="memory.turn",
                    ),
                ),
                migrations.AlterField(
                    model_name="memoryitem",
                    name="turn",
                    field=models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.SET_NULL,
                        related_name="+",
                        to="memory.turn",
                    ),
                ),
                migrations.AddIndex(
                    model_name="conversation",
                    index=models.Index(fields=["user", "-updated_at"], name="coach_conve_user_id_35b55a_idx"),
                ),
                migrations.AddConstraint(
                    model_name="conversation",
                    constraint=models.UniqueConstraint(
                        condition=models.Q(("external_id", ""), _negated=True),
                        fields=("user", "external_id"),
                        name="conversation_external_id",
                    ),
                ),
                migrations.AddConstraint(
                    model_name="termcount",
                    constraint=models.UniqueConstraint(fields=("user", "lexeme"), name="one_count_per_user_lexeme"),
                ),
                migrations.AddIndex(
                    model_name="turn",
                    index=models.Index(fields=["conversation", "created_at"], name="coach_turn_convers_4e06fa_idx"),
                ),
                migrations.AddIndex(
                    model_name="turn",
                    index=models.Index(fields=["user", "created_at"], name="coach_turn_user_id_4ab509_idx"),
                ),
                migrations.AddIndex(
                    model_name="turn",
                    index=models.Index(
                        condition=models.Q(("consolidated_at__isnull", True)), fields=["user"], name="turn_outbox"
                    ),
                ),
                migrations.AddIndex(
                    model_name="turn",
                    index=django.contrib.postgres.indexes.GinIndex(fields=["search"], name="turn_search_gin"),
                ),
                migrations.AddIndex(
                    model_name="turn",
                    index=pgvector.django.indexes.HnswIndex(
                        ef_construction=64,
                        fields=["embedding"],
                        m=16,
                        name="turn_embedding_hnsw",
                        opclasses=["vector_cosine_ops"],
                    ),
                ),
                migrations.AddConstraint(
                    model_name="turn",
                    constraint=models.UniqueConstraint(
                        condition=models.Q(("external_id", ""), _negated=True),
                        fields=("user", "external_id"),
                        name="turn_external_id",
                    ),
                ),
            ],
            database_operations=[],
        ),
        migrations.RunPython(forwards, backwards),
    ]
