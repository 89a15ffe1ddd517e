"""Charts as inline SVG strings: the report stays one self-contained file that opens with no
network and no JavaScript library. Every drawn series or bar carries class ``mark``."""

from __future__ import annotations

import math
from html import escape

PALETTE = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
           "#bcbd22", "#17becf"]
WIDTH, HEIGHT = 640, 300
LEFT, RIGHT, TOP, BOTTOM = 60, 170, 30, 45  # margins; the right one holds the legend


def color(i: int) -> str:
    return PALETTE[i % len(PALETTE)]


def nice_ticks(lo: float, hi: float, count: int = 5) -> list[float]:
    if hi <= lo:
        hi = lo + 1
    raw = (hi - lo) / count
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 2.5, 5, 10) if m * magnitude >= raw)
    first = math.ceil(lo / step) * step
    return [round(first + i * step, 10) for i in range(int((hi - first) / step + 1e-9) + 1)]


def _label(value: float) -> str:
    return f"{value:.3g}" if abs(value) < 1e4 else f"{value:.2e}"


class _Frame:
    """Maps data to pixels and draws the axes."""

    def __init__(self, xs: list[float], ys: list[float], *, y_from_zero: bool = False):
        self.x_lo, self.x_hi = min(xs), max(xs)
        self.y_lo, self.y_hi = (min(0.0, min(ys)) if y_from_zero else min(ys)), max(ys)
        if self.x_hi == self.x_lo:
            self.x_lo, self.x_hi = self.x_lo - 1, self.x_hi + 1
        if self.y_hi == self.y_lo:
            self.y_lo, self.y_hi = self.y_lo - 1, self.y_hi + 1
        self.w, self.h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(self, value: float) -> float:
        return LEFT + (value - self.x_lo) / (self.x_hi - self.x_lo) * self.w

    def y(self, value: float) -> float:
        return TOP + self.h - (value - self.y_lo) / (self.y_hi - self.y_lo) * self.h

    def axes(self, x_label: str, y_label: str) -> list[str]:
        parts = [f'<line x1="{LEFT}" y1="{TOP + self.h}" x2="{LEFT + self.w}" y2="{TOP + self.h}" class="axis"/>',
                 f'<line x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{TOP + self.h}" class="axis"/>']
        for t in nice_ticks(self.x_lo, self.x_hi):
            parts.append(f'<text x="{self.x(t):.1f}" y="{TOP + self.h + 16}" class="tick" text-anchor="middle">'
                         f"{_label(t)}</text>")
        for t in nice_ticks(self.y_lo, self.y_hi):
            parts.append(f'<line x1="{LEFT}" y1="{self.y(t):.1f}" x2="{LEFT + self.w}" y2="{self.y(t):.1f}" class="grid"/>')
            parts.append(f'<text x="{LEFT - 6}" y="{self.y(t) + 4:.1f}" class="tick" text-anchor="end">{_label(t)}</text>')
        parts.append(f'<text x="{LEFT + self.w / 2}" y="{HEIGHT - 8}" class="label" text-anchor="middle">'
                     f"{escape(x_label)}</text>")
        parts.append(f'<text transform="translate(14 {TOP + self.h / 2}) rotate(-90)" class="label" '
                     f'text-anchor="middle">{escape(y_label)}</text>')
        return parts


def _svg(title: str, parts: list[str]) -> str:
    return (f'<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
            f'width="{WIDTH}" height="{HEIGHT}" role="img" aria-label="{escape(title)}">'
            f'<text x="{LEFT}" y="18" class="title">{escape(title)}</text>{"".join(parts)}</svg>')


def _legend(names: list[str], colors: list[str] | None = None) -> list[str]:
    colors = colors or [color(i) for i in range(len(names))]
    parts = []
    for i, (name, fill) in enumerate(zip(names[:14], colors)):
        y = TOP + 6 + i * 17
        short = name if len(name) <= 24 else name[:23] + "…"
        parts.append(f'<rect x="{WIDTH - RIGHT + 12}" y="{y - 8}" width="10" height="10" fill="{fill}"/>'
                     f'<text x="{WIDTH - RIGHT + 27}" y="{y + 1}" class="tick">{escape(short)}</text>')
    return parts


def line_chart(title: str, series: dict[str, list[tuple[float, float]]], *, x_label: str, y_label: str,
               y_from_zero: bool = False) -> str:
    """One line (with dots) per series; series with no points are left out."""
    series = {k: [(x, y) for x, y in v if x is not None and y is not None] for k, v in series.items()}
    series = {k: v for k, v in series.items() if v}
    if not series:
        return empty(title)
    frame = _Frame([x for v in series.values() for x, _ in v], [y for v in series.values() for _, y in v],
                   y_from_zero=y_from_zero)
    parts = frame.axes(x_label, y_label)
    for i, points in enumerate(series.values()):
        d = " ".join(f"{'M' if j == 0 else 'L'}{frame.x(x):.1f},{frame.y(y):.1f}" for j, (x, y) in enumerate(points))
        parts.append(f'<path d="{d}" class="mark line" stroke="{color(i)}"/>')
        if len(points) <= 60:
            parts += [f'<circle cx="{frame.x(x):.1f}" cy="{frame.y(y):.1f}" r="2.5" fill="{color(i)}"/>'
                      for x, y in points]
    return _svg(title, parts + _legend(list(series)))


def histogram(title: str, edges: list[float], counts: list[int], *, x_label: str,
              curve: list[tuple[float, float]] | None = None, curve_label: str = "fit") -> str:
    """Bars over ``edges`` (one more than ``counts``), and an optional fitted curve on top."""
    if not counts or not any(counts):
        return empty(title)
    ys = list(counts) + [y for _, y in curve or []]
    frame = _Frame([edges[0], edges[-1]], ys, y_from_zero=True)
    parts = frame.axes(x_label, "trajectories")
    for lo, hi, n in zip(edges, edges[1:], counts):
        top = frame.y(n)
        parts.append(f'<rect x="{frame.x(lo):.1f}" y="{top:.1f}" width="{max(frame.x(hi) - frame.x(lo) - 1, 1):.1f}" '
                     f'height="{frame.y(0) - top:.1f}" class="mark bar" fill="{color(0)}"/>')
    names, colors = ["observed"], [color(0)]
    if curve:
        d = " ".join(f"{'M' if j == 0 else 'L'}{frame.x(x):.1f},{frame.y(y):.1f}" for j, (x, y) in enumerate(curve))
        parts.append(f'<path d="{d}" class="mark line" stroke="{color(3)}"/>')
        names.append(curve_label)
        colors.append(color(3))
    return _svg(title, parts + _legend(names, colors))


def empty(title: str, why: str = "no data in the lake for this chart") -> str:
    return _svg(title, [f'<text x="{LEFT}" y="{HEIGHT / 2}" class="label">{escape(why)}</text>'])
