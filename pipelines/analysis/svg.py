"""Charts as inline SVG strings: the report stays one self-contained file that opens with no
network and no JavaScript library. Every drawn series or bar carries class ``mark``; every
element of a run carries ``data-run`` (the report's run toggles hide them) and a ``<title>``
(the browser shows it on hover: the values). Runs are coloured by a :class:`Palette`."""

from __future__ import annotations

import hashlib
import math
from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import TypeVar

WIDTH, HEIGHT = 460, 250
LEFT, RIGHT, TOP, BOTTOM = 58, 16, 12, 40  # margins; titles and legends are HTML around the chart
NEUTRAL, ACCENT = "#4e79a7", "#e15759"  # histogram bars and fitted curves of no particular run


def _hue(run_id: str) -> float:
    return int.from_bytes(hashlib.blake2b(run_id.encode(), digest_size=2).digest(), "big") * 360 / 65536


# Tableau 10: ten hues people tell apart at a glance (and most colour-blind people: they differ
# in lightness too), for the runs shown first.
CATEGORICAL = ("#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f",
               "#bab0ac")  # fmt: skip


class Palette:
    """One colour per run, the same in every chart drawn from it. The runs ``shown`` first (the
    runs a user picked; else every run in name order) take the ten :data:`CATEGORICAL` colours in
    turn, so up to ten runs on a chart are always told apart, however many the lake holds. Any
    other run's hue comes from a hash of its id; when it falls too near the hue of a run placed
    before it (in id order), it moves on by the golden angle until it stands apart. Lightness
    varies in three steps on top. A run ``pinned`` to a colour (the user chose it) keeps it, and
    the others take the categorical colours it leaves."""

    def __init__(
        self, run_ids: Iterable[str] = (), names: Mapping[str, str] | None = None, *, shown: Iterable[str] | None = None,
        pinned: Mapping[str, str] | None = None,
    ) -> None:  # fmt: skip
        self.names = dict(names or {})  # run id -> the name people read (runs.run_name)
        self.colors: dict[str, str] = dict(pinned or {})
        placed: list[float] = []
        ids = sorted(set(run_ids))
        first = list(
            dict.fromkeys(shown if shown is not None else sorted(ids, key=lambda r: (self.names.get(r, r), r)))
        )
        taken = set(self.colors.values())
        free = [c for c in CATEGORICAL if c not in taken]
        self.colors.update(zip([r for r in first if r not in self.colors], free))
        gap = min(25.0, 360 / (2 * max(len(ids), 1)))
        for run in ids:
            if run in self.colors:
                continue
            hue = _hue(run)
            for _ in range(24):
                if all(min(abs(hue - h), 360 - abs(hue - h)) >= gap for h in placed):
                    break
                hue = (hue + 137.508) % 360
            placed.append(hue)
            lightness = (38, 48, 58)[int(hue * 7) % 3]
            self.colors[run] = f"hsl({hue:.0f}, 70%, {lightness}%)"

    def __call__(self, run_id: str) -> str:
        return self.colors.get(run_id) or f"hsl({_hue(run_id):.0f}, 70%, 45%)"

    def name(self, run_id: str) -> str:
        """The run's name, as the legends and tooltips show it (its id where it has none)."""
        return self.names.get(run_id, run_id)


def nice_ticks(lo: float, hi: float, count: int = 5, *, whole: bool = False) -> list[float]:
    """Round values from ``lo`` to ``hi``; ``whole``: integers only (steps are never 2.5)."""
    if hi <= lo:
        hi = lo + 1
    raw = max((hi - lo) / count, 1.0) if whole else (hi - lo) / count
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 2.5, 5, 10) if m * magnitude >= raw)
    first = math.ceil(lo / step) * step
    return [round(first + i * step, 10) for i in range(int((hi - first) / step + 1e-9) + 1)]


def label(value: float) -> str:
    """A tick or hover value as people write it: 12,500 or 1.2M, 0.25 or 0.0004, never 1.2e+04."""
    magnitude = abs(value)
    if magnitude >= 1e6:
        return f"{value / 1e6:.3g}M"
    if magnitude >= 1e4:
        return f"{value:,.0f}"
    if magnitude >= 1 or magnitude == 0:
        return f"{value:.4g}"
    return f"{value:.4f}".rstrip("0").rstrip(".") if magnitude >= 1e-4 else f"{value:.8f}".rstrip("0")


def log_ticks(lo: float, hi: float) -> list[float]:
    """Ticks of a log axis from ``lo`` to ``hi`` (> 0): powers of ten, with 2 and 5 between
    them when the range spans fewer than three decades."""
    ticks = []
    for exponent in range(math.floor(math.log10(lo)), math.ceil(math.log10(hi)) + 1):
        for m in (1, 2, 5) if math.log10(hi / lo) < 3 else (1,):
            t = m * 10.0**exponent
            if lo <= t <= hi:
                ticks.append(t)
    return ticks or [lo, hi]


class _Frame:
    """Maps data to pixels and draws the axes (``log_x``: a logarithmic x axis, for values > 0)."""

    def __init__(self, xs: list[float], ys: list[float], *, y_from_zero: bool = False, log_x: bool = False):
        self.log_x = log_x
        self.whole_x = all(float(x).is_integer() for x in xs)
        self.x_lo, self.x_hi = min(xs), max(xs)
        self.y_lo, self.y_hi = (min(0.0, min(ys)) if y_from_zero else min(ys)), max(ys)
        if self.x_hi == self.x_lo:
            self.x_lo, self.x_hi = self.x_lo - 1, self.x_hi + 1
        if self.y_hi == self.y_lo:
            self.y_lo, self.y_hi = self.y_lo - 1, self.y_hi + 1
        self.w, self.h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(self, value: float) -> float:
        if self.log_x:
            return LEFT + math.log(value / self.x_lo) / math.log(self.x_hi / self.x_lo) * self.w
        return LEFT + (value - self.x_lo) / (self.x_hi - self.x_lo) * self.w

    def y(self, value: float) -> float:
        return TOP + self.h - (value - self.y_lo) / (self.y_hi - self.y_lo) * self.h

    def axes(self, x_label: str, y_label: str) -> list[str]:
        parts = [
            f'<line x1="{LEFT}" y1="{TOP + self.h}" x2="{LEFT + self.w}" y2="{TOP + self.h}" class="axis"/>',
            f'<line x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{TOP + self.h}" class="axis"/>',
        ]
        x_ticks = (
            log_ticks(self.x_lo, self.x_hi) if self.log_x else nice_ticks(self.x_lo, self.x_hi, whole=self.whole_x)
        )
        for t in x_ticks:
            parts.append(
                f'<text x="{self.x(t):.1f}" y="{TOP + self.h + 15}" class="tick" text-anchor="middle">{label(t)}</text>'
            )
        for t in nice_ticks(self.y_lo, self.y_hi, 4):
            parts.append(
                f'<line x1="{LEFT}" y1="{self.y(t):.1f}" x2="{LEFT + self.w}" y2="{self.y(t):.1f}" class="grid"/>'
            )
            parts.append(
                f'<text x="{LEFT - 6}" y="{self.y(t) + 4:.1f}" class="tick" text-anchor="end">{label(t)}</text>'
            )
        parts.append(
            f'<text x="{LEFT + self.w / 2}" y="{HEIGHT - 6}" class="label" text-anchor="middle">'
            f"{escape(x_label)}</text>"
        )
        parts.append(
            f'<text transform="translate(13 {TOP + self.h / 2}) rotate(-90)" class="label" '
            f'text-anchor="middle">{escape(y_label)}</text>'
        )
        return parts


def _figure(title: str, parts: list[str], legend: str = "", run: str | None = None) -> str:
    """The chart in a figure whose HTML caption wraps a long title instead of cutting it;
    ``run``: the one run it shows (hidden with it)."""
    owner = f' data-run="{escape(run)}"' if run is not None else ""
    return (
        f'<figure class="chart-box"{owner}><figcaption>{escape(title)}{legend}</figcaption>'
        f'<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
        f'width="{WIDTH}" height="{HEIGHT}" role="img" aria-label="{escape(title)}">{"".join(parts)}</svg></figure>'
    )


# A run's series (a long CSV's value columns, a per-rank log's ranks) share the run's colour
# and each take a dash: the same series the same dash in every run of a chart.
DASHES = ("", "7 4", "2 3", "10 3 2 3", "4 2 1 2", "12 4")

SeriesKey = str | tuple[str, str]  # a run, or (a run, one of its series)
_Key = TypeVar("_Key", str, tuple[str, str], SeriesKey)  # a chart's keys: all runs, all series, or both


def _run_of(key: SeriesKey) -> tuple[str, str | None]:
    return (key[0], key[1]) if isinstance(key, tuple) else (key, None)


def _dash_legend(dashes: dict[str, str]) -> str:
    """The caption's key to the dashes: a short line of each series' dash and its name."""
    keys = "".join(
        f'<span class="dash"><svg width="28" height="8" aria-hidden="true"><line x1="1" y1="4" x2="27" y2="4" '
        f'stroke="currentColor" stroke-width="2" stroke-dasharray="{dash}"/></svg>{escape(name)}</span>'
        for name, dash in dashes.items()
    )
    return f'<span class="dashes">{keys}</span>'


def line_chart(
    colors: Palette,
    title: str,
    series: Mapping[_Key, Sequence[tuple[float, float]]],
    *,
    x_label: str,
    y_label: str,
    y_from_zero: bool = False,
) -> str:
    """One line (with dots) per run, in the run's colour; a run's several series (keys
    ``(run, series)``) in its colour, each with its own dash, keyed in the caption. Runs with
    no points are left out (the report's run legend names them)."""
    kept = {
        k: [(x, y) for x, y in v if x is not None and y is not None and math.isfinite(x) and math.isfinite(y)]
        for k, v in series.items()
    }
    kept = {k: v for k, v in kept.items() if v}
    if not kept:
        return empty(title)
    frame = _Frame(
        [x for v in kept.values() for x, _ in v], [y for v in kept.values() for _, y in v], y_from_zero=y_from_zero
    )
    labels = sorted({part for part in (_run_of(k)[1] for k in kept) if part is not None})
    dashes = {name: DASHES[i % len(DASHES)] for i, name in enumerate(labels)}
    parts = frame.axes(x_label, y_label)
    for key, points in kept.items():
        run, part = _run_of(key)
        shown = colors.name(run)
        colour, name = colors(run), escape(shown if part is None else f"{shown} · {part}")
        dash = f' stroke-dasharray="{dashes[part]}"' if part is not None and dashes[part] else ""
        d = " ".join(f"{'M' if j == 0 else 'L'}{frame.x(x):.1f},{frame.y(y):.1f}" for j, (x, y) in enumerate(points))
        dots = "".join(
            f'<circle cx="{frame.x(x):.1f}" cy="{frame.y(y):.1f}" r="3" fill="{colour}">'
            f"<title>{name}\n{escape(x_label)} {label(x)}: {label(y)}</title></circle>"
            for x, y in points[:400]
        )
        parts.append(
            f'<g data-run="{escape(run)}"><path d="{d}" class="mark line" stroke="{colour}"{dash}><title>{name}</title>'
            f"</path>{dots}</g>"
        )
    return _figure(title, parts, _dash_legend(dashes) if dashes else "")


def histogram(
    title: str,
    edges: list[float],
    counts: list[int],
    *,
    x_label: str,
    y_label: str = "trajectories",
    curve: list[tuple[float, float]] | None = None,
    curve_label: str = "fit",
    fill: str = NEUTRAL,
    run: str | None = None,
    log_x: bool = False,
) -> str:
    """Bars over ``edges`` (one more than ``counts``), and an optional fitted curve on top;
    ``run``: the run they all belong to (toggled with it); ``log_x``: a log x axis (edges > 0,
    geometric bins), where a long tail would squeeze every other bar into one."""
    if not counts or not any(counts):
        return empty(title)
    ys = list(counts) + [y for _, y in curve or []]
    frame = _Frame([edges[0], edges[-1]], ys, y_from_zero=True, log_x=log_x)
    parts = frame.axes(x_label, y_label)
    for lo, hi, n in zip(edges, edges[1:], counts):
        top = frame.y(n)
        parts.append(
            f'<rect x="{frame.x(lo):.1f}" y="{top:.1f}" width="{max(frame.x(hi) - frame.x(lo) - 1, 1):.1f}" '
            f'height="{frame.y(0) - top:.1f}" class="mark bar" fill="{fill}">'
            f"<title>{label(lo)} to {label(hi)}: {n:,} {escape(y_label)}</title></rect>"
        )
    legend = f' <span class="key" style="background:{fill}"></span>observed'
    if curve:
        d = " ".join(f"{'M' if j == 0 else 'L'}{frame.x(x):.1f},{frame.y(y):.1f}" for j, (x, y) in enumerate(curve))
        parts.append(f'<path d="{d}" class="mark line" stroke="{ACCENT}"><title>{escape(curve_label)}</title></path>')
        legend += f' <span class="key" style="background:{ACCENT}"></span>{escape(curve_label)}'
    return _figure(title, parts, f'<span class="legend">{legend}</span>', run)


def empty(title: str, why: str = "no data in the lake for this chart") -> str:
    return _figure(title, [f'<text x="{LEFT}" y="{HEIGHT / 2}" class="label">{escape(why)}</text>'])


_STANDALONE_STYLE = (
    "<style>.axis{stroke:#444}.grid{stroke:#eee}.tick{font:11px sans-serif;fill:#444}"
    ".label,.title{font:12px sans-serif;fill:#222}.title{font-weight:600}.line{fill:none;stroke-width:2}</style>"
)
_TITLE_ROOM = 40


_KEY_STEP = 120  # pixels a name of a picture's key takes


def standalone(figure: str, colors: Palette, names: list[str]) -> str:
    """A chart of :func:`line_chart` as an SVG document of its own (a picture in the docs): its
    caption a title line above it, its styles inside, a key of ``names`` in their colours."""
    caption = figure.split("<figcaption>", 1)[1].split("<", 1)[0]
    body = figure[figure.index(">", figure.index("<svg ")) + 1 : figure.rindex("</svg>")]
    per_row = max(1, (WIDTH - LEFT) // _KEY_STEP)  # a long key wraps rather than runs off the picture
    key = "".join(
        f'<text x="{LEFT + _KEY_STEP * (i % per_row)}" y="{33 + 16 * (i // per_row)}" class="label" '
        f'style="fill:{colors(name)}">● {escape(name)}</text>'
        for i, name in enumerate(names)
    )
    below = 16 * ((len(names) - 1) // per_row) if names else 0  # the key's rows past its first
    height = HEIGHT + _TITLE_ROOM + below
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" height="{height}">'
        f'{_STANDALONE_STYLE}<rect width="100%" height="100%" fill="#fff"/>'
        f'<text x="{LEFT}" y="15" class="title">{caption}</text>{key}'
        f'<g transform="translate(0,{_TITLE_ROOM + below})">{body}</g></svg>\n'
    )
