"""The capture policy (memory/policy.yaml): what each tier may take from the raw log, and for how long.

Loaded once at start-up; a malformed file stops start-up with the line at fault. Code enforces it:
the learning service (fast-path capture, consolidation, MCP `remember`) and the embedder ask
`classify` first; its episodic verdict decides which episodes a turn records.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from common.env import StartupError

POLICY_PATH = Path(__file__).with_name("policy.yaml")
# An episode's kind → the policy section that says when to record it and how long to keep it.
EPISODE_KINDS = {"decision": "decisions", "meal": "meals_cooked", "incident": "incidents", "tool_call": "tool_calls"}
EPISODIC_KINDS = tuple(EPISODE_KINDS.values())
SENTENCE = re.compile(r"(?<=[.!?])\s+")


class PolicyError(StartupError):
    def __init__(self, path: Path, line: int | None, problem: str) -> None:
        where = f"{path} line {line}" if line else str(path)
        super().__init__(f"{where}: {problem}")


@dataclass(frozen=True)
class Policy:
    retention_days: dict[str, int | None]
    episodic_patterns: dict[str, tuple[re.Pattern[str], ...]]
    forbidden: dict[str, tuple[re.Pattern[str], ...]]
    model_narration_forbidden: bool = True
    # a sentence that matches a kind's pattern records no episode of that kind if it also matches one of
    # these ("my son had a reaction" is someone else's event)
    episodic_unless: dict[str, tuple[re.Pattern[str], ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class Verdict:
    """What the policy allows for one piece of text."""

    forbidden: str | None = None  # the forbidden class it falls in, if any
    episodes: tuple[str, ...] = ()  # the kinds of episode it records ("decision", "meal", ...)

    @property
    def allowed(self) -> bool:
        return self.forbidden is None

    def explain(self) -> str:
        labels = {
            "ephemeral": "a passing state, not something to remember",
            "ui_noise": "conversation filler, not something to remember",
            "model_narration": "the coach's own words, not a fact about you",
        }
        return labels.get(self.forbidden or "", "")


def _line(node) -> int:
    return node.start_mark.line + 1


def _mapping(node, path, what) -> dict:
    if not isinstance(node, yaml.MappingNode):
        raise PolicyError(path, _line(node), f"{what} must be a mapping")
    return {key.value: value for key, value in node.value}


def _patterns(node, path, what) -> tuple[re.Pattern[str], ...]:
    if not isinstance(node, yaml.SequenceNode):
        raise PolicyError(path, _line(node), f"{what} must be a list of regular expressions")
    compiled = []
    for item in node.value:
        if not isinstance(item, yaml.ScalarNode) or not item.value:
            raise PolicyError(path, _line(item), f"{what}: each pattern must be a non-empty string")
        try:
            compiled.append(re.compile(item.value, re.I))
        except re.error as error:
            raise PolicyError(path, _line(item), f"{what}: invalid regular expression ({error})") from None
    return tuple(compiled)


def parse_policy(text: str, path: Path = POLICY_PATH) -> Policy:
    try:
        root = yaml.compose(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        raise PolicyError(path, mark.line + 1 if mark else None, f"not valid YAML ({error.problem})") from None
    if root is None:
        raise PolicyError(path, None, "the policy file is empty")
    top = _mapping(root, path, "the policy")
    for section in ("episodic", "forbidden"):
        if section not in top:
            raise PolicyError(path, _line(root), f"missing section '{section}'")
    for section, node in top.items():
        if section not in ("version", "episodic", "forbidden"):
            raise PolicyError(path, _line(node), f"unknown section '{section}' (use version, episodic, forbidden)")
    retention, episodic, unless = {}, {}, {}
    for kind, node in _mapping(top["episodic"], path, "episodic").items():
        if kind not in EPISODIC_KINDS:
            raise PolicyError(path, _line(node), f"unknown episodic kind '{kind}' (use {', '.join(EPISODIC_KINDS)})")
        spec = _mapping(node, path, f"episodic.{kind}")
        days = spec.get("retention_days")
        if days is None or days.tag.endswith(":null"):
            retention[kind] = None
        elif days.tag.endswith(":int") and int(days.value) > 0:
            retention[kind] = int(days.value)
        else:
            raise PolicyError(path, _line(days), f"episodic.{kind}.retention_days must be a positive number or null")
        episodic[kind] = _patterns(spec["patterns"], path, f"episodic.{kind}.patterns") if "patterns" in spec else ()
        unless[kind] = _patterns(spec["unless"], path, f"episodic.{kind}.unless") if "unless" in spec else ()
        for key, value in spec.items():
            if key not in ("retention_days", "patterns", "unless"):
                raise PolicyError(
                    path, _line(value), f"episodic.{kind}: unknown key '{key}' (use retention_days, patterns, unless)"
                )
    forbidden_spec = _mapping(top["forbidden"], path, "forbidden")
    narration = forbidden_spec.pop("model_narration", None)
    forbidden = {kind: _patterns(node, path, f"forbidden.{kind}") for kind, node in forbidden_spec.items()}
    return Policy(
        retention,
        episodic,
        forbidden,
        model_narration_forbidden=narration is None or narration.value.lower() in ("true", "yes", "on"),
        episodic_unless=unless,
    )


def load_policy(path: Path | None = None) -> Policy:
    """The policy in force: MEMORY_POLICY_FILE, or memory/policy.yaml."""
    if path is None:
        from django.conf import settings

        path = Path(getattr(settings, "MEMORY_POLICY_FILE", None) or POLICY_PATH)
    return _load(path.resolve())


@functools.cache
def _load(path: Path) -> Policy:
    try:
        text = path.read_text()
    except OSError as error:
        raise PolicyError(path, None, f"cannot be read ({error.strerror})") from None
    return parse_policy(text, path)


def classify(text: str, *, role: str = "user", policy: Policy | None = None) -> Verdict:
    policy = policy or load_policy()
    if role != "user" and policy.model_narration_forbidden:
        return Verdict(forbidden="model_narration")
    clean = " ".join((text or "").split())
    for kind, patterns in policy.forbidden.items():
        if any(p.search(clean) for p in patterns):
            return Verdict(forbidden=kind)
    sentences = [s for s in SENTENCE.split(clean) if s]
    matched = {
        section
        for section, patterns in policy.episodic_patterns.items()
        for sentence in sentences
        if any(p.search(sentence) for p in patterns)
        and not any(p.search(sentence) for p in policy.episodic_unless.get(section, ()))
    }
    return Verdict(episodes=tuple(kind for kind, section in EPISODE_KINDS.items() if section in matched))
