"""Turns carry their neighbours' text; the stored search vector weighs own words A, neighbours' B.

A generated column cannot change its expression in place, so the search vector (and its index) is
dropped and added again; existing turns get their context filled in.
"""

import django.contrib.postgres.indexes
import django.contrib.postgres.search
from django.db import migrations, models


FILL_CONTEXT = """
UPDATE coach_turn t SET context = n.context
FROM (
    SELECT id, concat_ws(E'\\n', left(lag(content) OVER w, 600), left(lead(content) OVER w, 600)) AS context
    FROM coach_turn WINDOW w AS (PARTITION BY conversation_id ORDER BY created_at, id)
) n
WHERE t.id = n.id AND t.context IS DISTINCT FROM n.context
"""


class Migration(migrations.Migration):
    dependencies = [("coach", "0004_stored_search_vectors")]

    operations = [
        migrations.RemoveIndex(model_name="turn", name="turn_search_gin"),
        migrations.RemoveField(model_name="turn", name="search"),
        migrations.AddField(model_name="turn", name="context", field=models.TextField(blank=True, default="")),
        migrations.AddField(
            model_name="turn",
            name="search",
            field=models.GeneratedField(
                db_persist=True,
                expression=django.contrib.postgres.search.SearchVector("content", config="english", weight="A")
                + django.contrib.postgres.search.SearchVector("context", config="english", weight="B"),
                output_field=django.contrib.postgres.search.SearchVectorField(),
            ),
        ),
        migrations.AddIndex(
            model_name="turn",
            index=django.contrib.postgres.indexes.GinIndex(fields=["search"], name="turn_search_gin"),
        ),
        migrations.RunSQL(FILL_CONTEXT, migrations.RunSQL.noop),
    ]
