"""Credentials never reach the lake: keys named like one are dropped from configurations, and
values shaped like one are redacted in every text a shard writes (configs, prompts, tool
output, quarantined lines), whatever the reader.

The value patterns are shapes issuers give their keys, so a text that only mentions a key stays
whole: ``sk-...`` (OpenAI, Anthropic), ``hf_...``, ``xai-...``, AWS access key ids, GitHub,
GitLab, Slack and Google keys, W&B's ``wandb_v1_...``, JWTs, a URL's password, a bearer
token, and the value of an assignment to a credential's name (``--api-key=...``,
``"password": "..."``, ``WANDB_API_KEY=...``). They are RE2 and Python ``re`` alike: Arrow runs
them over whole columns (no Python loop per row), Python over the few strings that are not
columns (a run's model, a reader's warning, a ledger error). Names (run names, source paths)
are not redacted: they identify files the user pointed at.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from typing import Any, cast

import pyarrow as pa
import pyarrow.compute as pc

REDACTED = "<redacted>"

# Names a credential goes by in an assignment. "token" alone is not one: a tokenizer's
# `pad_token` or a log-prob record's `"token": "..."` are text, not credentials.
_CREDENTIAL_NAME = (
    r"(?:api[_-]?key|apikey|access[_-]?key(?:[_-]?id)?|secret[_-]?(?:access[_-]?)?key|private[_-]?key|client[_-]?secret"
    r"|secret|password|passwd|passphrase"
    r"|(?:auth|access|api|bearer|refresh|session|id|hf|hub|github|gh|wandb|slack|bot)[_-]?token)"
)
# What may surround a name or a value: a quote, or one escaped inside a JSON string (a tool
# call's `arguments` as text).
_QUOTE = r"(?:\\?[\"'])?"
# A value assigned to a credential's name: a literal with a digit in it (keys and passwords
# have them; `os.environ[...]` or `input(...)` in a line of code are no value to hide).
_LITERAL = r"[^\s\"'\\,;&}<(\[]*[0-9][^\s\"'\\,;&}<(\[]*"
# (pattern, replacement): the shapes keys take, then what names or wraps them. An OpenAI or
# Anthropic key holds a capital letter (`sk-learn-pipeline-v2` is a name, not a key).
_RULES: tuple[tuple[str, str], ...] = (
    (
        r"\b(?:sk-(?:ant-|proj-)?(?:[a-z0-9_-]*[A-Z][A-Za-z0-9_-]{14,}|[A-Za-z0-9_-]{14,}[A-Z][A-Za-z0-9_-]*)|hf_[A-Za-z0-9]{20,}|xai-[A-Za-z0-9]{20,}"
        r"|(?:AKIA|ASIA)[0-9A-Z]{16}|gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,}|glpat-[A-Za-z0-9_-]{20,}"
        r"|xox[abprs]-[A-Za-z0-9-]{10,}|AIza[0-9A-Za-z_-]{35}|wandb_v1_[A-Za-z0-9_]{20,}"
        r"|eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,})",
        REDACTED,
    ),
    (r"([A-Za-z][A-Za-z0-9+.-]*://[^\s/:@\"']+:)[^\s/@\"']+@", rf"\1{REDACTED}@"),
    (r"(?i)(\bbearer\s+)[A-Za-z0-9._~+/=-]{12,}", rf"\1{REDACTED}"),
    (rf"(?i)({_CREDENTIAL_NAME}{_QUOTE}\s*[:=]\s*{_QUOTE}){_LITERAL}", rf"\1{REDACTED}"),
)
_ANY = "|".join(f"(?:{pattern.removeprefix('(?i)')})" for pattern, _ in _RULES)
ANY_SECRET = "(?i)" + _ANY  # one pass that says whether a column holds anything to redact


@functools.cache
def _compiled() -> tuple[re.Pattern[str], tuple[tuple[re.Pattern[str], str], ...]]:
    python = tuple((re.compile(p), r.replace(r"\1", r"\g<1>")) for p, r in _RULES)
    return re.compile(ANY_SECRET), python


def redact(text: str) -> str:
    """``text`` with every credential-shaped value replaced by ``<redacted>``."""
    anything, rules = _compiled()
    if not anything.search(text):
        return text
    for pattern, replacement in rules:
        text = pattern.sub(replacement, text)
    return text


def redact_column(column: pa.ChunkedArray[Any] | pa.Array[Any]) -> pa.ChunkedArray[Any] | pa.Array[Any]:
    """A string column (or list of strings) with credential-shaped values redacted; the same
    object when it holds none."""
    kind = column.type
    if pa.types.is_list(kind) or pa.types.is_large_list(kind):
        if not (pa.types.is_string(kind.value_type) or pa.types.is_large_string(kind.value_type)):
            return column
        # list or large_list arrays alike (the stubs type each class's from_arrays by its offsets)
        chunks: list[Any] = column.chunks if isinstance(column, pa.ChunkedArray) else [column]
        redacted = [type(chunk).from_arrays(chunk.offsets, redact_column(chunk.values), mask=chunk.is_null())
                    if chunk.null_count else type(chunk).from_arrays(chunk.offsets, redact_column(chunk.values))
                    for chunk in chunks]  # fmt: skip
        return pa.chunked_array(redacted, kind) if isinstance(column, pa.ChunkedArray) else redacted[0]
    if not (pa.types.is_string(kind) or pa.types.is_large_string(kind)) or len(column) == 0:
        return column
    if not pc.any(pc.match_substring_regex(column, ANY_SECRET)).as_py():
        return column
    for pattern, replacement in _RULES:
        column = pc.replace_substring_regex(column, pattern, replacement)
    return column


# Below this many bytes of text, Python's regex (compiled once) answers whether a table holds
# anything to redact faster than Arrow's, which compiles its pattern at every call (~0.7 ms:
# with a call per column, half of a small shard's ingest).
_SMALL_TEXT = 2048


def _texts(column: pa.ChunkedArray[Any]) -> list[pa.Array[Any]]:
    """A text column's strings, lists of strings flattened; none for other columns."""
    kind = column.type
    if pa.types.is_list(kind) or pa.types.is_large_list(kind):
        kind = kind.value_type
        lists = cast("list[pa.ListArray[Any] | pa.LargeListArray[Any]]", column.chunks)
        column = pa.chunked_array([chunk.flatten() for chunk in lists], kind)
    if not (pa.types.is_string(kind) or pa.types.is_large_string(kind)):
        return []
    return list(column.chunks)


def _holds_any(texts: list[pa.Array[Any]]) -> bool:
    if sum(chunk.nbytes for chunk in texts) < _SMALL_TEXT:
        anything, _ = _compiled()
        return any(anything.search(value) for chunk in texts for value in chunk.to_pylist() if value)
    if len({chunk.type for chunk in texts}) > 1:
        texts = [chunk.cast(pa.large_string()) for chunk in texts]
    # one array, one call: Arrow compiles the pattern for each chunk it is given
    return bool(pc.any(pc.match_substring_regex(pa.concat_arrays(texts), ANY_SECRET)).as_py())


def holds_secrets(tables: Iterable[pa.Table], *, keep: Iterable[str] = ()) -> bool:
    """Whether any text of ``tables`` (but the columns named in ``keep``) looks like a
    credential: one look at all of a shard's text, since most shards hold none."""
    kept = set(keep)
    texts = [chunk for table in tables for i, field in enumerate(table.schema) if field.name not in kept
             for chunk in _texts(table.column(i))]  # fmt: skip
    return bool(texts) and _holds_any(texts)


def redact_table(table: pa.Table, *, keep: Iterable[str] = ()) -> pa.Table:
    """Every text column of ``table`` redacted, but those named in ``keep`` (a source file's
    URI, which the ledger must match)."""
    kept = set(keep)
    columns = [(i, field) for i, field in enumerate(table.schema) if field.name not in kept]
    for i, field in columns:
        column = table.column(i)
        redacted = redact_column(column)
        if redacted is not column:
            table = table.set_column(i, field, redacted)
    return table


# A configuration key named like a credential: its value is dropped, not redacted (an odd
# value would slip past the value shapes). Matched on the key's last dotted part, snake-cased,
# and, for a bare `key` or `token`, the part above it (`wandb.key`, `api.key`).
_SECRET_KEY = re.compile(
    r"(?:^|_)(?:api_?key|apikey|secret|secrets|password|passwd|passphrase|credential|credentials|authorization"
    r"|auth|cookie|cookies|private_?key|access_?key(?:_id)?|secret_?access_?key|session_?key|client_?secret)(?:$|_)"
)
# Whose `<name>_key` or `<name>.key` is a credential: services, and what a key opens (a
# dataset's `prompt_key` or a reward's `reward_key` names a column, not a credential).
_KEY_OWNERS = frozenset(
    "openai anthropic claude wandb hf huggingface hub github gh gitlab slack aws azure gcp google gemini xai grok groq "
    "together mistral cohere deepseek fireworks openrouter replicate pinecone comet neptune mlflow langsmith langfuse "
    "tavily serper serpapi brave bing exa firecrawl e2b daytona modal runpod lambda vast db database encryption "
    "signing ssh license api client access private secret".split()
)
# "token" names a credential (`hf_token`, `hub_token`, `WANDB_TOKEN`) unless a tokenizer's or a
# measure's word comes before it: `pad_token`, `eos_token` are the text of a special token,
# `chars_per_token` a number.
_TOKENIZER_WORDS = frozenset(
    "pad eos bos unk sep cls mask start end image video audio vision special stop think placeholder default chat "
    "tool reasoning boi eoi eot bot fim im additional per num max min total mean avg count first last next".split()
)
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_PARTS = re.compile(r"[./]")  # dotted, or slashed as verl names its MLflow parameters


def _words(part: str) -> list[str]:
    return [w for w in _CAMEL.sub("_", part).lower().replace("-", "_").split("_") if w]


def secret_key(key: str) -> bool:
    """Is a configuration key (``a.b.openai_api_key``, ``hubToken``, ``wandb.key``) named like
    a credential?"""
    parts = [p for p in _PARTS.split(key) if p]
    if not parts:
        return False
    last = "_".join(_words(parts[-1]))
    if _SECRET_KEY.search(last):
        return True
    words = _words(parts[-1])
    if words in (["key"], ["token"]) and len(parts) > 1:
        words = [*_words(parts[-2]), *words]  # `api.key`: the part above names what it opens
    if not words or words[-1] not in ("key", "token"):
        return False
    before = words[-2] if len(words) > 1 else None
    if words[-1] == "key":
        return before in _KEY_OWNERS
    return before is None or before not in _TOKENIZER_WORDS
