"""Settings → Memory without a browser: plain posts, htmx partials, profile, export, erasure."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth.models import User

from memory import rules, selectors, services
from memory.models import MemoryItem


@pytest.fixture
def logged_in(client, user):
    client.force_login(user)
    return client


def test_an_empty_memory_explains_how_memory_works(logged_in):
    page = logged_in.get("/memory/").content.decode()

    assert "Nothing remembered yet" in page and "Learn from our conversations" in page


def test_items_are_grouped_with_trust_marks_and_evidence(logged_in, user):
    services.memory_save(user=user, category=rules.ALLERGY, value="peanuts", evidence="I'm allergic to peanuts")
    services.memory_add_by_user(user=user, category=rules.CUISINE, value="Thai")

    page = logged_in.get("/memory/").content.decode()

    assert "Allergies" in page and "Favorite cuisines" in page
    assert "“I&#x27;m allergic to peanuts”" in page
    assert 'aria-label="Learned from what you said"' in page and 'aria-label="Confirmed by you"' in page


def test_a_hand_added_item_says_so_rather_than_quoting_it(logged_in, user):
    services.memory_add_by_user(user=user, category=rules.CUISINE, value="Thai street food")

    page = logged_in.get("/memory/").content.decode()

    assert "Added by you" in page and "“Added by you.”" not in page


def test_the_add_form_makes_the_person_choose_a_kind(logged_in):
    page = logged_in.get("/memory/").content.decode()
    form = page[page.index('id="add-category"') :]
    assert '<option value="" selected disabled>Choose a kind' in form.split("</select>")[0]

    response = logged_in.post("/memory/add/", {"category": "", "value": "sesame"}, HTTP_HX_REQUEST="true")

    assert response.status_code == 400 and not MemoryItem.objects.exists()


def test_the_page_frames_memory_humbly_and_keeps_erasure_at_the_bottom(logged_in, user):
    services.memory_add_by_user(user=user, category=rules.CUISINE, value="Thai")

    page = logged_in.get("/memory/").content.decode()

    assert "these are my observations, correct me if I'm wrong!" in page
    assert page.index("Danger zone") > page.index("Add a memory")
    assert page.index("/memory/erase/") > page.index("Add a memory")


def test_plain_posts_confirm_delete_restore_and_add(logged_in, user):
    item = services.memory_save(user=user, category=rules.DISLIKE, value="okra").item

    logged_in.post(f"/memory/items/{item.pk}/confirm/")
    assert MemoryItem.objects.get(pk=item.pk).asserted_by == rules.CONFIRMED
    logged_in.post(f"/memory/items/{item.pk}/delete/")
    assert MemoryItem.objects.get(pk=item.pk).status == rules.DELETED
    assert "Recently deleted" in logged_in.get("/memory/").content.decode()
    logged_in.post(f"/memory/items/{item.pk}/restore/")
    assert MemoryItem.objects.get(pk=item.pk).status == rules.ACTIVE
    response = logged_in.post("/memory/add/", {"category": "abstract_like", "value": "leeks"}, follow=True)
    assert "Saved: leeks." in response.content.decode()


def test_an_htmx_action_re_renders_the_memory_partial(logged_in, user):
    item = services.memory_save(user=user, category=rules.DISLIKE, value="okra").item

    response = logged_in.post(f"/memory/items/{item.pk}/delete/", HTTP_HX_REQUEST="true")

    body = response.content.decode()
    assert body.lstrip().startswith('<div id="memory-body">')
    assert "Removed: okra." in body and "<html" not in body


def test_adding_a_bad_value_shows_why(logged_in):
    response = logged_in.post(
        "/memory/add/", {"category": "abstract_like", "value": "call me at +1 415 555 2671"}, HTTP_HX_REQUEST="true"
    )

    assert response.status_code == 400
    assert "phone number" in response.content.decode()
    assert not MemoryItem.objects.exists()


def test_the_learning_switch(logged_in, user):
    logged_in.post("/memory/learning/", {})
    assert not selectors.learning_enabled(user=user)
    logged_in.post("/memory/learning/", {"learning_enabled": "on"})
    assert selectors.learning_enabled(user=user)


def test_what_i_used_to_know_lists_superseded_items(logged_in, user):
    services.memory_save(user=user, category=rules.DIET, value="vegetarian")
    services.memory_save(user=user, category=rules.DIET, value="pescatarian")

    page = logged_in.get("/memory/").content.decode()

    assert "What I used to know" in page and "replaced by “pescatarian”" in page


def age_profile_versions(user, minutes: int = 30) -> None:
    """Move the stored versions back in time, past the burst that would amend them."""
    from datetime import timedelta

    from django.utils import timezone

    from memory.models import ProfileVersion

    ProfileVersion.objects.filter(user=user).update(created_at=timezone.now() - timedelta(minutes=minutes))


def test_the_profile_has_versions_and_differences(logged_in, user, django_capture_on_commit_callbacks):
    for value in ("basil", "mint"):
        with django_capture_on_commit_callbacks(execute=True):  # each change stores a version on commit
            services.memory_save(user=user, category=rules.LIKE, value=value)
        age_profile_versions(user)

    page = logged_in.get("/memory/profile/").content.decode()

    assert "Version 2" in page and "+- mint" in page and "Added mint" in page
    article = page.split('<article class="card profile">')[1].split("</article>")[0]
    assert "<h2>Profile of alice</h2>" in article and "<h3>Likes</h3>" in article and "#" not in article
    download = logged_in.get("/memory/profile.md")
    assert download["Content-Disposition"].startswith("attachment") and "mint" in download.content.decode()


def test_export_downloads_json(logged_in, user):
    services.memory_save(user=user, category=rules.LIKE, value="basil")

    response = logged_in.get("/memory/export.json")

    assert json.loads(response.content)["memories"][0]["value"] == "basil"


def test_erase_needs_the_typed_phrase_then_removes_everything(logged_in, user):
    from coach.services import chat_post_message
    from memory.models import TermCount, Turn

    services.memory_save(user=user, category=rules.LIKE, value="basil")
    chat_post_message(user=user, message="I grow basil on the balcony")
    assert TermCount.objects.filter(user=user).exists()

    logged_in.post("/memory/erase/", {"confirm": "yes"})
    assert User.objects.filter(pk=user.pk).exists()

    response = logged_in.post("/memory/erase/", {"confirm": "Forget everything"}, follow=True)
    assert not User.objects.filter(pk=user.pk).exists()
    assert not MemoryItem.objects.exists()
    assert not Turn.objects.exists() and not TermCount.objects.exists()  # search data goes too
    assert "Everything is gone" in response.content.decode()


def test_another_users_items_answer_404_on_every_page(logged_in, other_user):
    item = services.memory_save(user=other_user, category=rules.LIKE, value="leeks").item

    for action in ("confirm", "delete", "restore"):
        assert logged_in.post(f"/memory/items/{item.pk}/{action}/").status_code == 404
    assert "leeks" not in logged_in.get("/memory/").content.decode()
    assert MemoryItem.objects.get(pk=item.pk).status == rules.ACTIVE


def test_the_profile_is_re_rendered_when_memory_changes(transactional_db):
    from memory.models import ProfileVersion

    person = User.objects.create(username="dana")
    services.memory_save(user=person, category=rules.LIKE, value="basil")
    age_profile_versions(person)
    services.memory_save(user=person, category=rules.LIKE, value="mint")

    versions = list(ProfileVersion.objects.filter(user=person).order_by("version"))
    assert [v.version for v in versions] == [1, 2]
    assert "mint" in versions[-1].markdown and "mint" not in versions[0].markdown


def test_a_burst_of_changes_makes_one_profile_version(transactional_db):
    from memory.models import ProfileVersion

    person = User.objects.create(username="eli")
    for value in ("basil", "mint", "dill", "sage"):
        services.memory_save(user=person, category=rules.LIKE, value=value)

    [version] = ProfileVersion.objects.filter(user=person)
    assert all(herb in version.markdown for herb in ("basil", "mint", "dill", "sage"))


def test_a_version_says_in_one_line_what_changed():
    from memory.profile.canonical import diff_summary

    diff = "\n".join(
        ["--- version 1", "+++ version 2", "@@ -1,3 +1,3 @@", " ## Likes", "-- mint (inferred, since 2026-01-02)",
         "+- mint (confirmed by you, since 2026-01-02)", "+- basil (you said so, since 2026-01-03)",
         "-- olives (you said so, since 2026-01-01)"]
    )  # fmt: skip

    assert diff_summary(diff) == "Added basil; changed mint; removed olives"


def test_an_item_is_edited_in_place_and_the_old_wording_kept(logged_in, user):
    item = services.memory_save(user=user, category=rules.CUISINE, value="thai").item

    response = logged_in.post(
        f"/memory/items/{item.pk}/edit/",
        {"value": "Thai street food", "category": rules.CUISINE},
        HTTP_HX_REQUEST="true",
    )

    page = response.content.decode()
    assert response.status_code == 200 and "Updated: Thai street food." in page
    current = MemoryItem.objects.get(user=user, status=rules.ACTIVE)
    assert current.value == "Thai street food" and current.asserted_by == rules.CONFIRMED
    assert MemoryItem.objects.get(pk=item.pk).status == rules.SUPERSEDED and "What I used to know" in page


def test_a_bad_edit_shows_its_reason_beside_the_item(logged_in, user):
    item = services.memory_save(user=user, category=rules.LIKE, value="basil").item

    response = logged_in.post(
        f"/memory/items/{item.pk}/edit/", {"value": "my password is hunter2"}, HTTP_HX_REQUEST="true"
    )

    assert response.status_code == 400 and "never stores" in response.content.decode()
    assert MemoryItem.objects.get(pk=item.pk).value == "basil"


def test_search_narrows_by_value_evidence_and_kind(logged_in, user):
    basil = services.memory_save(user=user, category=rules.LIKE, value="basil", evidence="I grow it on my balcony")
    olives = services.memory_save(user=user, category=rules.DISLIKE, value="olives").item
    thai = services.memory_save(user=user, category=rules.CUISINE, value="Thai").item

    def shown(url: str) -> set[int]:
        page = logged_in.get(url).content.decode()
        return {item.pk for item in (basil.item, olives, thai) if f'id="memory-item-{item.pk}"' in page}

    assert shown("/memory/") == {basil.item.pk, olives.pk, thai.pk}
    assert shown("/memory/?q=balcony") == {basil.item.pk}
    assert shown(f"/memory/?category={rules.DISLIKE}") == {olives.pk}
    assert shown("/memory/?q=sushi") == set()
    assert "Nothing matches" in logged_in.get("/memory/?q=sushi").content.decode()


def test_search_narrows_by_trust(logged_in, user):
    said = services.memory_save(user=user, category=rules.LIKE, value="basil", asserted_by=rules.EXPLICIT).item
    added = services.memory_add_by_user(user=user, category=rules.CUISINE, value="Thai").item

    page = logged_in.get(f"/memory/?trust={rules.CONFIRMED}").content.decode()

    assert f'id="memory-item-{added.pk}"' in page and f'id="memory-item-{said.pk}"' not in page
    assert f'<option value="{rules.CONFIRMED}" selected>Confirmed by you</option>' in page
