"""Similar failing answers clustered without a model (issue 60): the kinds of failure a run's
answers were written from come back as its clusters, checked against exact Jaccard similarity."""

from __future__ import annotations

import json
import random
import subprocess
import sys

from pipelines.analysis import failure_clusters as fc

from .helpers import explorer_app, ingest

TEMPLATES = [
    "I cannot access the search tool right now, the request timed out after {n} seconds, so I will guess the answer is {n}",
    "Let me compute step by step. First multiply {n} by {n}. Then add {n}. Therefore the final answer is {n}",
    "The document does not mention the population of the city in {n} so there is no answer to give",
]
VOCABULARY = ["".join(random.Random(i).choices("abcdefghijklmnopqrstuvwxyz", k=7)) for i in range(3000)]


def _answers(seed: int = 4) -> tuple[list[str], list[int | None]]:
    """Answers from each template (numbers changed, a word dropped now and then) and unique noise."""
    rng = random.Random(seed)
    texts: list[str] = []
    kinds: list[int | None] = []
    for kind, template in enumerate(TEMPLATES):
        for _ in range(8):
            words = template.format(n=rng.randint(1, 999)).split()
            if rng.random() < 0.5:
                del words[rng.randrange(len(words))]
            texts.append(" ".join(words))
            kinds.append(kind)
    for _ in range(20):
        texts.append(" ".join(rng.sample(VOCABULARY, 25)))
        kinds.append(None)
    order = list(range(len(texts)))
    rng.shuffle(order)
    return [texts[i] for i in order], [kinds[i] for i in order]


def _jaccard(a: str, b: str) -> float:
    x, y = set(fc.shingles(a).tolist()), set(fc.shingles(b).tolist())
    return len(x & y) / len(x | y)


def test_each_template_of_failure_is_one_cluster_and_noise_joins_none():
    texts, kinds = _answers()
    clusters = fc.clusters_of(texts)
    kind = [-1 if k is None else k for k in kinds]  # -1: noise, of no pattern
    assert sorted(sorted({kind[i] for i in c}) for c in clusters) == [[0], [1], [2]]
    assert sorted(len(c) for c in clusters) == [8, 8, 8]
    for cluster in clusters:  # what joined is alike by the exact measure, not only by the estimate
        assert min(_jaccard(texts[a], texts[b]) for a in cluster for b in cluster if a < b) >= 0.3
    assert fc.clusters_of(texts) == clusters  # deterministic


def test_the_patterns_command_and_page_list_a_runs_similar_failures(tmp_path, monkeypatch):
    texts, kinds = _answers(seed=9)
    folder = tmp_path / "src" / "failing"
    folder.mkdir(parents=True)
    lines = [{"input": f"user\nq{i}\nassistant\n", "output": t, "score": 0.0 if k is not None else float(i % 2)}
             for i, (t, k) in enumerate(zip(texts, kinds))]  # fmt: skip
    lines.append({"input": "user\nok\nassistant\n", "output": "right", "score": 1.0})
    (folder / "1.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
    lake = str(tmp_path / "lake")
    ingest([folder], lake)
    done = subprocess.run([sys.executable, "-m", "pipelines", "patterns", "--lake", lake, "--clusters", "--format", "json"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    clusters = json.loads(done.stdout)["clusters"]
    failing = sum(1 for line in lines if float(str(line["score"])) <= 0)
    assert sorted(c["answers"] for c in clusters) == [8, 8, 8]
    assert all(c["share"] == round(8 / failing, 4) for c in clusters)

    monkeypatch.setenv("TRACELAKE_LAKE", lake)
    at = explorer_app()
    at.query_params["runs"] = ["failing"]
    at.run()
    at.switch_page("screens/patterns.py")
    at.run()
    assert not at.exception, at.exception
    assert "Similar failing answers" in [h.value for h in at.subheader]
    assert sorted(at.dataframe[-1].value["answers"]) == [8, 8, 8]
