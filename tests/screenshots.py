"""The explorer's pictures in the docs come from the app as it runs, never from a mock-up.

Builds the explorer tests' lake (two verl runs on one prompt pool, and every sample run of
`make demo`) in a fresh folder, starts `tracelake explore` on a free loopback port, opens each
page at 1440 px in Debian's Chromium (driven by Playwright) and saves it under ``docs/img/``.

    python -m tests.screenshots          rewrite docs/img/explorer-*.jpg
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.explore_lake import build

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "img"
WIDTH = 1440
# page file name -> the address that shows it (the address holds the whole view)
VIEWS = {
    "curves": "curves?runs=alpha&runs=beta&runs=qwen2.5-0.5b-grpo-trl",
    "panels": "panels?runs=alpha&runs=beta&runs=qwen2.5-0.5b-grpo-trl&cols=2&panels=loss",
    "compare": "compare?a=alpha&b=beta",
    "rollouts": "rollouts?runs=alpha&run=alpha&step=57",
    "groups": "groups?runs=alpha&run=alpha&step=57",
    "search": "search?text=timed+out&from=21",
    "patterns": "patterns?runs=search-agent-baseline&runs=search-agent-retry&show=tool+timeout",
    "prompts": "prompts?runs=search-agent-baseline&run=search-agent-baseline",
    "health": "health?run=search-agent-baseline",
}
SETTLED = (
    "!document.querySelector('[data-testid=\"stStatusWidget\"]') && !document.querySelector('[data-stale=\"true\"]')"
)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def shoot(lake: str, out: Path) -> list[Path]:
    from playwright.sync_api import sync_playwright

    from tests.helpers import chromium, wait_for_health

    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    process = subprocess.Popen(
        [sys.executable, "-m", "pipelines", "explore", "--lake", lake, "--port", str(port)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )  # fmt: skip
    written = []
    try:
        if not wait_for_health(url, process):
            raise SystemExit("the explorer did not start")
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium(), args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": WIDTH, "height": 900})
            for name, address in VIEWS.items():
                page.goto(f"{url}/{address}")
                page.wait_for_selector('[data-testid="stMainBlockContainer"]', timeout=60_000)
                time.sleep(1)  # let the first run begin before waiting for it to end
                page.wait_for_function(SETTLED, timeout=60_000)
                page.wait_for_timeout(1500)  # Vega draws after the element settles
                path = out / f"explorer-{name}.jpg"
                page.screenshot(path=str(path), type="jpeg", quality=70, full_page=False)
                written.append(path)
            browser.close()
    finally:
        process.terminate()
        process.wait(timeout=30)
    return written


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        lake, _ = build(Path(folder))
        for path in shoot(lake, OUT):
            print(path.relative_to(ROOT))


if __name__ == "__main__":
    main()
