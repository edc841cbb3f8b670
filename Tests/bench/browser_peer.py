"""The headless-browser peer for `make bench`: the checkbox matrix as an HTML page, each
variant captured with a clip screenshot by Debian's chromium over the DevTools protocol
(Playwright), timed after start-up. Prints one line: "browser: N snapshots in S s = R/s".

Usage: browser_peer.py [--chromium chromium] [--rounds 3]
The page draws the CheckboxView of the seeds: a 24 px box (square, radius 4, or circle) with
a 2 px border, checked fill in the brand accent with a check mark, an optional label in
Roboto 14 px, enabled/disabled, in five brands x light/dark x LTR/RTL: 2 x 2 x 2 x 2 shapes,
states, enabledness and labels is 16 per brand, theme and direction: 320 variants a round.
Each capture is Page.captureScreenshot on a DevTools session (clip, PNG, from the surface,
optimizeForSpeed), written to a file like a snapshot would be.
"""
import argparse
import base64
import pathlib
import shutil
import statistics
import sys
import tempfile
import time

from playwright.sync_api import sync_playwright

# Flags that take frame pacing, throttling and background work out of a screenshot loop.
FAST_FLAGS = [
    "--disable-gpu", "--disable-gpu-vsync", "--disable-frame-rate-limit", "--disable-extensions",
    "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows", "--disable-features=PaintHolding,TranslateUI",
    "--run-all-compositor-stages-before-draw", "--force-device-scale-factor=1", "--hide-scrollbars",
    "--mute-audio", "--no-first-run",
]

BRANDS = {"frisbee": "#40B259", "tdm": "#E4002B", "ember": "#FF7A45", "lagoon": "#1E88E5", "plum": "#8E44AD"}


def page_html(fonts):
    rows = []
    for brand, accent in BRANDS.items():
        for theme in ("light", "dark"):
            for direction in ("ltr", "rtl"):
                for shape in ("square", "circle"):
                    for checked in (False, True):
                        for enabled in (True, False):
                            for label in (True, False):
                                rows.append((brand, accent, theme, direction, shape, checked, enabled, label))
    cells = []
    for i, (brand, accent, theme, direction, shape, checked, enabled, label) in enumerate(rows):
        fg = "#1A1A1A" if theme == "light" else "#F5F5F5"
        bg = "#F5F5F5" if theme == "light" else "#121212"
        border = accent if checked else ("#8A8A8A" if theme == "light" else "#9A9A9A")
        fill = accent if checked else "transparent"
        radius = "50%" if shape == "circle" else "4px"
        mark = '<svg viewBox="0 0 24 24" width="16" height="16"><path d="M5 12l4 4 10-10" fill="none" stroke="white" stroke-width="2.5"/></svg>' if checked else ""
        text = f'<span class="label">Accept terms</span>' if label else ""
        cells.append(f'<div class="cell" id="v{i}" dir="{direction}" style="background:{bg};color:{fg};opacity:{1 if enabled else 0.4}">'
                     f'<span class="box" style="border-color:{border};background:{fill};border-radius:{radius}">{mark}</span>{text}</div>')
    return f"""<!doctype html><meta charset="utf-8"><style>
@font-face {{ font-family: Roboto; src: url("{fonts}/Roboto-Regular.ttf"); }}
body {{ margin: 0; font: 14px/20px Roboto; }}
.cell {{ display: inline-flex; align-items: center; gap: 8px; padding: 8px; width: 160px; height: 40px; box-sizing: border-box; }}
.box {{ width: 24px; height: 24px; box-sizing: border-box; border: 2px solid; display: inline-flex; align-items: center; justify-content: center; }}
</style>{''.join(cells)}""", len(rows)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--fonts", default=str(pathlib.Path(__file__).resolve().parents[2] / "Fonts"))
    args = parser.parse_args()
    html, count = page_html(pathlib.Path(args.fonts).as_uri())
    folder = tempfile.mkdtemp(prefix="darkroom-peer-")
    try:
        page_path = pathlib.Path(folder, "matrix.html")
        page_path.write_text(html)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=shutil.which(args.chromium), headless=True, args=FAST_FLAGS)
            # Tall enough that every variant is on screen: no capture beyond the viewport.
            page = browser.new_page(viewport={"width": 1280, "height": 1800}, device_scale_factor=1)
            page.goto(page_path.as_uri())
            page.evaluate("document.fonts.ready")
            boxes = page.evaluate("[...document.querySelectorAll('.cell')].map(c => { const r = c.getBoundingClientRect(); "
                                  "return {x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height}; })")
            cdp = page.context.new_cdp_session(page)
            rates = []
            for _ in range(args.rounds):
                started = time.perf_counter()
                for i, box in enumerate(boxes):
                    shot = cdp.send("Page.captureScreenshot", {"format": "png", "clip": dict(box, scale=1), "fromSurface": True,
                                                               "optimizeForSpeed": True})
                    pathlib.Path(folder, f"v{i}.png").write_bytes(base64.b64decode(shot["data"]))
                elapsed = time.perf_counter() - started
                rates.append(len(boxes) / elapsed)
            browser.close()
        rate = statistics.median(rates)
        print(f"browser: {count} snapshots per round, median of {args.rounds} rounds = {rate:.1f}/s "
              f"(min {min(rates):.1f}, max {max(rates):.1f}; start-up excluded)")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
