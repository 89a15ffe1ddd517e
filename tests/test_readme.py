"""The README shows what the commands really print (see tests/readme_examples.py)."""

from __future__ import annotations

import difflib

import pytest

from .readme_examples import EXAMPLE, README, commands_of, masked, render


@pytest.mark.slow
def test_every_example_in_the_readme_is_what_a_real_run_prints(tmp_path):
    shown = README.read_text(encoding="utf-8")
    assert len(EXAMPLE.findall(shown)) >= 10
    fresh = render(shown, tmp_path)
    diff = "\n".join(
        difflib.unified_diff(
            masked(shown).splitlines(), masked(fresh).splitlines(), "README.md", "a real run", lineterm="", n=1
        )
    )
    assert not diff, f"README examples are stale: run `python -m tests.readme_examples`\n{diff}"


def test_commands_continue_while_a_quote_is_open():
    block = '$ tracelake sql "SELECT 1\n   FROM x"\nout\n$ tracelake runs\nrow'
    assert commands_of(block) == ['tracelake sql "SELECT 1\n   FROM x"', "tracelake runs"]
