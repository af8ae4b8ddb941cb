"""Token counts for prompt budgets, offline: tiktoken's cl100k encoding as bundled with litellm."""

from __future__ import annotations

import functools
import os
from importlib.util import find_spec
from pathlib import Path


@functools.cache
def _encoding():
    spec = find_spec("litellm")
    if spec and spec.origin and "TIKTOKEN_CACHE_DIR" not in os.environ:
        bundled = Path(spec.origin).parent / "litellm_core_utils" / "tokenizers"
        if bundled.is_dir():
            os.environ["TIKTOKEN_CACHE_DIR"] = str(bundled)
    import tiktoken

    return tiktoken.get_encoding("cl100k_base")


def count_tokens(text: str) -> int:
    return len(_encoding().encode(text)) if text else 0
