"""Turns carry their neighbours' text; the stored search vector weighs own words A, the neighbours'
B and the turns two away C. Per-user word counts (TermCount) give recall its word weights.

A generated column cannot change its expression in place, so the search vector (and its index) is
dropped and added again; existing turns get their context filled in.
"""

import django.contrib.postgres.indexes
import django.contrib.postgres.search
from django.conf import settings
from django.db import migrations, models


FILL_CONTEXT = """
UPDATE coach_turn t SET context = n.context, context_far = n.context_far
FROM (
    SELECT id,
        concat_ws(E'\\n', left(lag(content) OVER w, 600), left(lead(content) OVER w, 600)) AS context,
        concat_ws(E'\\n', left(lag(content, 2) OVER w, 600), left(lead(content, 2) OVER w, 600)) AS context_far
    FROM coach_turn WINDOW w AS (PARTITION BY conversation_id ORDER BY created_at, id)
) n
WHERE t.id = n.id
"""

FILL_COUNTS = """
INSERT INTO coach_termcount (user_id, lexeme, turns)
SELECT user_id, lexeme, count(*) FROM (
    SELECT t.user_id, l.lexeme FROM coach_turn t, unnest(tsvector_to_array(to_tsvector('english', t.content))) AS l(lexeme)
    UNION ALL
    SELECT t.user_id, '' FROM coach_turn t
) words
GROUP BY user_id, lexeme
"""


class Migration(migrations.Migration):
    dependencies = [("coach", "0004_stored_search_vectors"), migrations.swappable_dependency(settings.AUTH_USER_MODEL)]

    operations = [
        migrations.RemoveIndex(model_name="turn", name="turn_search_gin"),
        migrations.RemoveField(model_name="turn", name="search"),
        migrations.AddField(model_name="turn", name="context", field=models.TextField(blank=True, default="")),
        migrations.AddField(model_name="turn", name="context_far", field=models.TextField(blank=True, default="")),
        migrations.AddField(
            model_name="turn",
            name="search",
            field=models.GeneratedField(
                db_persist=True,
                expression=django.contrib.postgres.search.SearchVector("content", config="english", weight="A")
                + django.contrib.postgres.search.SearchVector("context", config="english", weight="B")
                + django.contrib.postgres.search.SearchVector("context_far", config="english", weight="C"),
                output_field=django.contrib.postgres.search.SearchVectorField(),
            ),
        ),
        migrations.AddIndex(
            model_name="turn",
            index=django.contrib.postgres.indexes.GinIndex(fields=["search"], name="turn_search_gin"),
        ),
        migrations.RunSQL(FILL_CONTEXT, migrations.RunSQL.noop),
        migrations.CreateModel(
            name="TermCount",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("lexeme", models.TextField()),
                ("turns", models.PositiveIntegerField(default=0)),
                (
                    "user",
                    models.ForeignKey(
                        on_delete=models.deletion.CASCADE, related_name="+", to=settings.AUTH_USER_MODEL
                    ),
                ),
            ],
            options={
                "constraints": [
                    models.UniqueConstraint(fields=("user", "lexeme"), name="one_count_per_user_lexeme")
                ]
            },
        ),
        migrations.RunSQL(FILL_COUNTS, migrations.RunSQL.noop),
    ]
