"""The README and the docs show what the commands really print (see tests/readme_examples.py)."""

from __future__ import annotations

import difflib

import pytest

from .readme_examples import EXAMPLE, PAGES, ROOT, commands_of, masked, render_pages


@pytest.mark.slow
def test_every_example_in_the_docs_is_what_a_real_run_prints(tmp_path):
    fresh = render_pages(tmp_path)
    assert sum(len(EXAMPLE.findall(page.read_text(encoding="utf-8"))) for page in PAGES) >= 10
    for page in PAGES:
        shown = page.read_text(encoding="utf-8")
        name = str(page.relative_to(ROOT))
        diff = "\n".join(
            difflib.unified_diff(masked(shown).splitlines(), masked(fresh[page]).splitlines(), name, "a real run",
                                 lineterm="", n=1)
        )  # fmt: skip
        assert not diff, f"{name}: examples are stale: run `python -m tests.readme_examples`\n{diff}"


def test_no_other_page_holds_an_example_that_nothing_checks():
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    assert [p for p in pages if EXAMPLE.search(p.read_text(encoding="utf-8")) and p not in PAGES] == []


def test_commands_continue_while_a_quote_is_open():
    block = '$ tracelake sql "SELECT 1\n   FROM x"\nout\n$ tracelake runs\nrow'
    assert commands_of(block) == ['tracelake sql "SELECT 1\n   FROM x"', "tracelake runs"]
