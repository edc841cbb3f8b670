"""Browser tests of a Darkroom gallery, run by run.sh in Debian's headless Chromium.

Usage: gallery_test.py SMALL_GALLERY [LARGE_GALLERY] --shots DIR
SMALL_GALLERY is the synthetic fixture (two components, a report, a hostile label);
LARGE_GALLERY, if given, is only used for load timings and the lazy-rendering check.
"""
import functools
import http.server
import threading
import urllib.parse
import argparse
import json
import os
import pathlib
import statistics
import sys
import time

from harness import Browser, BrowserError

HOSTILE = '<script>alert(1)</script> "quotes" & ampersands'


class Run:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, ok, detail=""):
        if ok:
            self.passed += 1
            print(f"  ok    {name}")
        else:
            self.failed += 1
            print(f"  FAIL  {name}" + (f": {detail}" if detail else ""))
        return ok

    def guarded(self, name, fn):
        try:
            fn()
        except (BrowserError, KeyError, TypeError, AssertionError) as error:
            self.check(name, False, f"{type(error).__name__}: {error}")


# Site folder (resolved) -> http://127.0.0.1:PORT when --http serves each site over HTTP.
SERVED = {}


def url(folder, page, hash_=""):
    suffix = ("#" + hash_) if hash_ else ""
    base = SERVED.get(str(pathlib.Path(folder).resolve()))
    if base:
        return base + "/" + urllib.parse.quote(page) + suffix
    return pathlib.Path(folder, page).resolve().as_uri() + suffix


def serve(folder):
    """Serves one site folder from a static HTTP server on loopback (like any static host)."""
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass
    class Server(http.server.ThreadingHTTPServer):
        def handle_error(self, request, client_address):
            # The browser closing a connection it no longer needs (an image load it cancelled)
            # is not an error of the site.
            if not isinstance(sys.exc_info()[1], ConnectionError):
                super().handle_error(request, client_address)
    handler = functools.partial(Quiet, directory=str(pathlib.Path(folder).resolve()))
    server = Server(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    SERVED[str(pathlib.Path(folder).resolve())] = f"http://127.0.0.1:{server.server_address[1]}"
    return server


# JavaScript snippets evaluated in the page.
ALL_IMAGES_LOADED = """(async () => {
  // Scroll through the page so lazy images start, then wait for every <img> to settle.
  for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
    scrollTo(0, y); await new Promise(r => setTimeout(r, 30));
  }
  const imgs = [...document.images];
  await Promise.all(imgs.map(i => i.complete ? null : new Promise(r => { i.onload = i.onerror = r; })));
  scrollTo(0, 0);
  const bad = imgs.filter(i => !(i.naturalWidth > 0)).map(i => i.getAttribute('src'));
  return {count: imgs.length, bad};
})()"""

CLICK_CHIP = """((axis, value) => {
  const chip = [...document.querySelectorAll('button.chip')]
    .find(b => b.getAttribute('data-axis') === axis && b.getAttribute('data-value') === value);
  if (!chip) throw new Error('no chip ' + axis + '=' + value);
  chip.click();
  return chip.getAttribute('aria-pressed');
})"""

SHOWN_IDS = "[...document.querySelectorAll('#grid .card')].map(c => c.getAttribute('data-id'))"
PRESSED = "[...document.querySelectorAll('button.chip[aria-pressed=true]')].map(b => b.getAttribute('data-axis') + '=' + b.getAttribute('data-value'))"


def type_search(page, text):
    page.eval(f"(() => {{ const s = document.getElementById('search'); s.value = {json.dumps(text)};"
              " s.dispatchEvent(new Event('input')); })()")


def no_errors(run, page, where):
    run.check(f"{where}: no console errors", not page.errors, "; ".join(page.errors[:5]))
    page.errors.clear()


def test_index(run, page, site, shots):
    page.navigate(url(site, "index.html"))
    run.check("index: one card per component", page.eval("document.querySelectorAll('#cards .card').length") == 2)
    images = page.eval(ALL_IMAGES_LOADED)
    run.check("index: every image loads", images["count"] >= 2 and not images["bad"], json.dumps(images))
    run.check("index: hostile summary shown as text", page.eval(f"document.body.textContent.includes({json.dumps(HOSTILE)})"))
    page.screenshot(os.path.join(shots, "index.png"))

    type_search(page, "chip")
    run.check("index: search by component name", page.eval(
        "[...document.querySelectorAll('#cards .card h2')].map(h => h.textContent).join()") == "ChipBase")
    type_search(page, "unchecked")
    link = page.eval("[...document.querySelectorAll('#cards .card')].map(c => c.getAttribute('href')).join()")
    run.check("index: search by variant name narrows the component page", link == "components/InputCheckboxBase.html#q=unchecked", link)
    type_search(page, "")

    page.eval(CLICK_CHIP + "('theme', 'dark')")
    srcs = page.eval("[...document.querySelectorAll('#cards img')].map(i => i.getAttribute('src'))")
    run.check("index: theme filter picks dark thumbnails", srcs and all("-dark-" in s for s in srcs), json.dumps(srcs))
    page.eval(CLICK_CHIP + "('scale', '1')")
    page.eval(CLICK_CHIP + "('direction', 'rtl')")
    hash_ = page.eval("location.hash")
    run.check("index: filters in the URL", hash_ == "#theme=dark&direction=rtl&scale=1", hash_)
    before = page.eval(PRESSED), page.eval("[...document.querySelectorAll('#cards a')].map(a => a.href)")
    page.navigate("about:blank", ready=False)
    page.navigate(url(site, "index.html", hash_.lstrip("#")))
    after = page.eval(PRESSED), page.eval("[...document.querySelectorAll('#cards a')].map(a => a.href)")
    run.check("index: URL round-trips the filters", before == after and page.eval("location.hash") == hash_,
              f"{before} vs {after}")
    first_link = page.eval("document.querySelector('#cards a').getAttribute('href')")
    run.check("index: card links carry the filters", "theme=dark" in first_link and "scale=1" in first_link, first_link)

    # Page theme toggle, remembered across loads.
    start = page.eval("document.documentElement.getAttribute('data-theme')")
    page.eval("document.getElementById('theme-toggle').click()")
    flipped = page.eval("document.documentElement.getAttribute('data-theme')")
    page.navigate(url(site, "index.html"))
    remembered = page.eval("document.documentElement.getAttribute('data-theme')")
    run.check("index: light/dark toggle flips and is remembered", flipped != start and remembered == flipped,
              f"{start} -> {flipped} -> {remembered}")
    page.screenshot(os.path.join(shots, "index-dark-page.png") if remembered == "dark" else os.path.join(shots, "index-light-page.png"))
    page.eval("document.getElementById('theme-toggle').click()")
    no_errors(run, page, "index")


def test_component(run, page, site, shots):
    page.navigate(url(site, "components/InputCheckboxBase.html"))
    total = page.eval("DARKROOM_COMPONENT.snapshots.length")
    run.check("component: grid shows the whole matrix", page.eval("document.querySelectorAll('#grid .card').length") == total == 64)
    images = page.eval(ALL_IMAGES_LOADED)
    run.check("component: every image loads", images["count"] == total and not images["bad"], json.dumps(images)[:300])
    lazy = page.eval("[...document.querySelectorAll('#grid img')].every(i => i.getAttribute('loading') === 'lazy')")
    run.check("component: grid images are loading=lazy", lazy)
    page.screenshot(os.path.join(shots, "component.png"))

    # Every value of every axis narrows the grid to snapshots with that value.
    axes = page.eval("DARKROOM_COMPONENT.axes.map(a => ({name: a.name, values: a.values}))")
    for i, axis in enumerate(axes):
        for value in axis["values"]:
            page.eval(CLICK_CHIP + f"({json.dumps(axis['name'])}, {json.dumps(value)})")
            shown = page.eval(SHOWN_IDS)
            matching = page.eval(f"DARKROOM_COMPONENT.snapshots.filter(s => s.v[{i}] === {json.dumps(value)}).map(s => s.id)")
            run.check(f"component: filter {axis['name']}={value} shows exactly its snapshots",
                      sorted(shown) == sorted(matching) and 0 < len(shown) < total, f"{len(shown)} shown, {len(matching)} expected")
            page.eval(CLICK_CHIP + f"({json.dumps(axis['name'])}, {json.dumps(value)})")
    run.check("component: clearing filters shows everything again", len(page.eval(SHOWN_IDS)) == total)

    # URL round trip with several axes and a search.
    for axis, value in (("brand", "acme"), ("theme", "dark"), ("scale", "2"), ("size", "md")):
        page.eval(CLICK_CHIP + f"('{axis}', '{value}')")
    page.eval(CLICK_CHIP + "('size', 'sm')")
    type_search(page, "unchecked")
    hash_ = page.eval("location.hash")
    before = (page.eval(PRESSED), page.eval(SHOWN_IDS))
    page.navigate("about:blank", ready=False)
    page.navigate(url(site, "components/InputCheckboxBase.html", hash_.lstrip("#")))
    after = (page.eval(PRESSED), page.eval(SHOWN_IDS))
    run.check("component: URL round-trips filters and search",
              before == after and page.eval("location.hash") == hash_ and len(after[1]) == 4 and
              page.eval("document.getElementById('search').value") == "unchecked", f"{hash_}: {before} vs {after}")
    no_errors(run, page, "component")


def test_detail(run, page, site, shots):
    page.navigate(url(site, "components/InputCheckboxBase.html", "theme=light&scale=2"))
    page.eval("document.querySelector('#grid .card').click()")
    page.wait_for("!document.getElementById('detail').hidden")
    page.wait_for("document.getElementById('detail-sidecar').getAttribute('data-loaded') === 'true'")
    s = page.eval("""(() => { const id = decodeURIComponent(location.hash.match(/detail=([^&]*)/)[1]);
        return DARKROOM_COMPONENT.snapshots.find(s => s.id === id); })()""")
    run.check("detail: opens from a card and is in the URL", s is not None)
    info = page.eval("""(async () => {
      const d = document.getElementById('detail');
      const imgs = [...d.querySelectorAll('img')];
      await Promise.all(imgs.map(i => i.complete ? null : new Promise(r => { i.onload = i.onerror = r; })));
      const zoomed = d.querySelector('#detail-zoom img');
      return {
        one: d.querySelector('figure img').width, zoomedWidth: zoomed.width,
        rendering: getComputedStyle(zoomed).imageRendering,
        directions: [...d.querySelectorAll('#detail-directions figure')].map(f => f.textContent),
        directionImgs: [...d.querySelectorAll('#detail-directions img')].map(i => i.naturalWidth),
        sidecar: document.getElementById('detail-sidecar').textContent,
        a11y: d.querySelectorAll('#detail-a11y tbody tr').length,
        tokens: [...d.querySelectorAll('#detail-tokens li')].map(l => l.textContent),
        bad: imgs.filter(i => !(i.naturalWidth > 0)).length
      }; })()""")
    run.check("detail: image at 1:1", info["one"] == s["pw"], f"{info['one']} vs {s['pw']}")
    run.check("detail: zoomed with crisp pixels", info["zoomedWidth"] > s["pw"] and info["rendering"] == "pixelated", json.dumps(info)[:200])
    run.check("detail: LTR and RTL side by side", info["directions"] == ["LTR", "RTL"] and all(w > 0 for w in info["directionImgs"]))
    run.check("detail: layout sidecar text", info["sidecar"].startswith("scene "), info["sidecar"][:80])
    run.check("detail: accessibility nodes", info["a11y"] == 1)
    run.check("detail: tokens", len(info["tokens"]) == 4 and "color.accent" in info["tokens"], json.dumps(info["tokens"]))
    run.check("detail: every image loads", info["bad"] == 0)
    page.screenshot(os.path.join(shots, "detail.png"))
    page.eval("document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape'}))")
    run.check("detail: Escape closes it and clears the URL",
              page.eval("document.getElementById('detail').hidden && !location.hash.includes('detail=')"))

    # A linked detail view of the component with the hostile label.
    chip = "ChipBase/default-acme-light-ltr@2x"
    page.navigate(url(site, "components/ChipBase.html", "detail=" + chip.replace("/", "%2F").replace("@", "%40")))
    page.wait_for("document.getElementById('detail-sidecar').getAttribute('data-loaded') === 'true'")
    texts = page.eval("""({
      label: document.querySelector('#detail-a11y tbody td:nth-child(2)').textContent,
      tokens: [...document.querySelectorAll('#detail-tokens li')].map(l => l.textContent),
      sidecar: document.getElementById('detail-sidecar').textContent,
      summary: document.querySelector('.summary').textContent,
      scripts: [...document.scripts].filter(s => s.textContent.includes('alert')).length,
      injected: document.querySelectorAll('script:not([src])').length
    })""")
    run.check("detail: linked from the URL", page.eval("!document.getElementById('detail').hidden"))
    run.check("escaping: <script> label appears as text (a11y, tokens, sidecar, summary)",
              texts["label"] == HOSTILE and ("token." + HOSTILE) in texts["tokens"] and HOSTILE in texts["sidecar"]
              and texts["summary"].endswith(HOSTILE), json.dumps(texts)[:300])
    run.check("escaping: no script element created from data, no alert", texts["scripts"] == 0 and texts["injected"] == 0 and not page.dialogs,
              json.dumps(texts) + str(page.dialogs))
    page.screenshot(os.path.join(shots, "detail-hostile.png"))
    no_errors(run, page, "detail")


def test_review(run, page, site, shots):
    page.navigate(url(site, "review.html"))
    run.check("review: one entry per failure", page.eval("document.querySelectorAll('.failure').length") == 3)
    images = page.eval(ALL_IMAGES_LOADED)
    run.check("review: every image loads", images["count"] >= 6 and not images["bad"], json.dumps(images))
    run.check("review: layout-change sentences as text",
              page.eval(f"document.body.textContent.includes('root/label ' + {json.dumps(HOSTILE)} + ' went from 1 to 2 lines')"))
    run.check("review: environment change banner", "cairo 1.16.0" in page.eval("document.getElementById('environment').textContent"))
    page.screenshot(os.path.join(shots, "review.png"))

    first = "document.querySelector('.failure')"
    page.eval(f"{first}.querySelector('button[data-mode=swipe]').click()")
    clip = page.eval(f"""(() => {{ const f = {first}; const r = f.querySelector('input[type=range]');
        r.value = 20; r.dispatchEvent(new Event('input'));
        return f.querySelectorAll('.stack img')[1].style.clipPath; }})()""")
    run.check("review: swipe slider clips the actual image", clip == "inset(0px 0px 0px 20%)" or clip == "inset(0 0 0 20%)", clip)
    page.eval(f"""(() => {{ const f = {first}; const r = f.querySelector('input[type=range]');
        r.value = 60; r.dispatchEvent(new Event('input')); }})()""")
    page.screenshot(os.path.join(shots, "review-swipe.png"))
    page.eval(f"{first}.querySelector('button[data-mode=onion]').click()")
    opacity = page.eval(f"""(() => {{ const f = {first}; const r = f.querySelector('input[type=range]');
        r.value = 80; r.dispatchEvent(new Event('input'));
        return f.querySelectorAll('.stack img')[1].style.opacity; }})()""")
    run.check("review: onion skin slider sets opacity", opacity == "0.8", opacity)
    page.eval(f"{first}.querySelector('button[data-mode=diff]').click()")
    diff = page.eval(f"""(async () => {{ const i = {first}.querySelector('.viewer img');
        if (!i.complete) await new Promise(r => {{ i.onload = i.onerror = r; }});
        return [i.getAttribute('data-role'), i.naturalWidth, getComputedStyle(i).imageRendering]; }})()""")
    run.check("review: diff heat map", diff[0] == "diff" and diff[1] > 0 and diff[2] == "pixelated", json.dumps(diff))

    page.eval(CLICK_CHIP + "('kind', 'size')")
    page.eval(CLICK_CHIP + "('mode', 'onion')")
    hash_ = page.eval("location.hash")
    run.check("review: kind filter", page.eval("[...document.querySelectorAll('.failure')].map(f => f.getAttribute('data-kind')).join()") == "size")
    page.navigate(url(site, "review.html", hash_.lstrip("#")))
    run.check("review: URL round-trips filter and mode", page.eval("location.hash") == hash_ and
              page.eval("document.querySelector('.failure .viewer').getAttribute('data-mode')") == "onion" and
              page.eval("document.querySelectorAll('.failure').length") == 1, hash_)
    link = page.eval("document.querySelector('.failure a').getAttribute('href')")
    page.navigate(url(site, link.split("#")[0], link.split("#")[1]))
    run.check("review: links to the detail view", page.eval("!document.getElementById('detail').hidden"), link)
    no_errors(run, page, "review")


CONTRAST = """(() => {
  // WCAG 2.1 contrast of each element's text against its own (or nearest opaque) background.
  const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => [r, g, b].map(v => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
    .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const background = (e) => { for (; e; e = e.parentElement) { const c = rgb(getComputedStyle(e).backgroundColor);
    if (c.length === 3 || c[3] > 0) return c; } return [255, 255, 255]; };
  return SELECTOR_LIST.flatMap(sel => [...document.querySelectorAll(sel)].map(e => {
    const a = lum(rgb(getComputedStyle(e).color)), b = lum(background(e));
    return [sel, Math.round((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) * 100) / 100];
  }));
})()"""


def test_issue_fixes(run, browser, site, shots):
    """Zoom 8x/16x, searches of several words, the 390 px header, dark review contrast."""
    page = browser.new_page(1280, 900)
    page.navigate(url(site, "components/InputCheckboxBase.html", "theme=light&scale=2"))
    page.eval("document.querySelector('#grid .card').click()")
    page.wait_for("!document.getElementById('detail').hidden")
    pw = page.eval("""(() => { const id = decodeURIComponent(location.hash.match(/detail=([^&]*)/)[1]);
        return DARKROOM_COMPONENT.snapshots.find(s => s.id === id).pw; })()""")
    for z in (8, 16):
        width = page.eval(f"""(async () => {{
          [...document.querySelectorAll('#detail .tabs button')].find(b => b.textContent === '{z}×').click();
          const i = document.querySelector('#detail-zoom img');
          if (!i.complete) await new Promise(r => {{ i.onload = i.onerror = r; }});
          return i.getBoundingClientRect().width; }})()""")
        run.check(f"fixes: zoom {z}x shows the image {z} times its width", abs(width - z * pw) < 1, f"{width} vs {z * pw}")
    page.screenshot(os.path.join(shots, "detail-zoom16.png"))

    page.navigate(url(site, "components/InputCheckboxBase.html"))
    type_search(page, "acme dark")
    names = page.eval("[...document.querySelectorAll('#grid .card')].map(c => c.getAttribute('data-id'))")
    run.check("fixes: a search of two words finds what has both", len(names) > 0 and all("acme" in n and "dark" in n for n in names),
              json.dumps(names[:5]))
    page.navigate(url(site, "index.html"))
    type_search(page, "checkbox unchecked")
    shown = page.eval("[...document.querySelectorAll('.card h2, .card .name, .card a')].map(e => e.textContent).join(' ')")
    run.check("fixes: the index finds a component by name and variant words together", "InputCheckboxBase" in shown, shown[:120])

    narrow = browser.new_page(390, 844)
    for label, page_name in (("index", "index.html"), ("component", "components/InputCheckboxBase.html"), ("review", "review.html")):
        narrow.navigate(url(site, page_name))
        sizes = narrow.eval("""({doc: document.documentElement.scrollWidth,
            header: document.querySelector('.top').scrollWidth, headerBox: document.querySelector('.top').clientWidth})""")
        run.check(f"fixes: {label} at 390 px has no horizontal overflow", sizes["doc"] <= 390 and sizes["header"] <= sizes["headerBox"],
                  json.dumps(sizes))
        narrow.screenshot(os.path.join(shots, f"{label}-390.png"))

    page.navigate(url(site, "review.html"))
    page.eval("document.documentElement.setAttribute('data-theme', 'dark')")
    ratios = page.eval(CONTRAST.replace("SELECTOR_LIST", json.dumps([".kind", ".failure-head h2", ".changes li", ".top nav a"])))
    low = [r for r in ratios if r[1] < 4.5]
    run.check("fixes: dark review text has a contrast of at least 4.5:1", len(ratios) > 0 and not low, json.dumps(low or ratios)[:300])
    page.screenshot(os.path.join(shots, "review-dark.png"))
    page.eval("document.documentElement.setAttribute('data-theme', 'light')")
    ratios = page.eval(CONTRAST.replace("SELECTOR_LIST", json.dumps([".kind", ".failure-head h2", ".changes li"])))
    low = [r for r in ratios if r[1] < 4.5]
    run.check("fixes: light review text has a contrast of at least 4.5:1", len(ratios) > 0 and not low, json.dumps(low or ratios)[:300])
    no_errors(run, page, "fixes")


def test_tokens_page(run, page, site, shots):
    """The real catalogue's tokens page: values per brand and theme, swatches, contrast, readers."""
    page.navigate(url(site, "tokens.html", "brand=frisbee&theme=light"))
    info = page.eval("""({
      rows: document.querySelectorAll('#token-table tbody tr').length,
      total: DARKROOM_TOKENS.table.tokens.length,
      columns: [...document.querySelectorAll('#token-table thead th')].map(t => t.textContent),
      accent: (() => { const r = document.querySelector('tr[data-token="color.accent"]');
        return r && { value: r.querySelector('td.value code').textContent, swatch: !!r.querySelector('.swatch'),
                      ratio: r.querySelector('.ratio') && r.querySelector('.ratio').getAttribute('data-ratio'),
                      readers: [...r.querySelectorAll('.readers a')].map(a => a.textContent) }; })(),
      current: document.querySelector('.top nav [aria-current=page]').id
    })""")
    run.check("tokens: every token the catalogue reads, one row each", info["rows"] == info["total"] and info["total"] > 20, json.dumps(info)[:200])
    run.check("tokens: one column per selected brand and theme", info["columns"] == ["Token", "frisbee · light", "Read by"], json.dumps(info["columns"]))
    accent = info["accent"] or {}
    # #40B259 on the light canvas (color.structure.canvas, #F5F5F5): WCAG contrast computed here in Python.
    run.check("tokens: colour swatch, value and contrast against the canvas", accent.get("value") == "#40B259FF" and accent.get("swatch")
              and accent.get("ratio") == f"{wcag('#40B259', '#F5F5F5'):.2f}", json.dumps(accent))
    run.check("tokens: which components read it", accent.get("readers") == ["CheckboxView"], json.dumps(accent))
    run.check("tokens: the nav marks the page", info["current"] == "nav-tokens", info["current"])
    type_search(page, "chip dimension")
    rows = page.eval("[...document.querySelectorAll('#token-table tbody tr')].map(r => r.getAttribute('data-token'))")
    run.check("tokens: search by component and type", len(rows) > 0 and "border.width.100" in rows, json.dumps(rows))
    page.screenshot(os.path.join(shots, "tokens.png"))
    no_errors(run, page, "tokens")


def test_playground(run, page, site, shots):
    """A component's playground: a control per axis, the preview follows them, a tap toggles the state."""
    page.navigate(url(site, "components/InputCheckboxBase-playground.html", "brand=ember&theme=dark&size=lg&state=unchecked"))
    state = lambda: page.eval("""({ hash: location.hash, img: (document.querySelector('#preview img') || {}).getAttribute ?
        document.querySelector('#preview img').getAttribute('src') : null,
      selects: [...document.querySelectorAll('#controls select')].map(s => s.getAttribute('data-axis')),
      groups: [...document.querySelectorAll('#controls [role=radiogroup]')].map(g => g.getAttribute('aria-label')) })""")
    first = state()
    run.check("playground: menus for the component's axes, segments for brand, theme, direction, scale",
              first["selects"] == ["size", "state", "message", "align", "interaction"] and
              first["groups"] == ["Brand", "Theme", "Direction", "Scale"], json.dumps(first))
    run.check("playground: the preview is the snapshot the URL names", first["img"] and "lg-unchecked-" in first["img"]
              and "-ember-dark-" in first["img"], str(first["img"]))
    page.eval("document.getElementById('preview').click()")
    tapped = state()
    run.check("playground: a tap toggles unchecked -> checked and keeps every other choice",
              "state=checked" in tapped["hash"] and "size=lg" in tapped["hash"] and "brand=ember" in tapped["hash"]
              and "lg-checked-" in tapped["img"], json.dumps(tapped))
    page.eval("document.getElementById('preview').focus()")
    page.press("Enter")
    keyed = state()
    run.check("playground: Enter on the focused preview toggles back", "state=unchecked" in keyed["hash"], keyed["hash"])
    page.eval("document.querySelector('#controls [data-axis=brand][aria-checked=true]').focus()")
    page.press("ArrowRight")
    arrowed = state()
    run.check("playground: arrow keys move within a segmented control", "brand=frisbee" in arrowed["hash"]
              and page.eval("document.activeElement.getAttribute('data-value')") == "frisbee", arrowed["hash"])
    page.eval("(() => { const s = document.querySelector('#controls select[data-axis=size]'); s.value = 'sm'; s.dispatchEvent(new Event('change')); })()")
    run.check("playground: a menu changes the preview", "-sm-" in (state()["img"] or "") or "sm-unchecked" in (state()["img"] or ""), state()["img"])
    page.navigate(url(site, "components/InputCheckboxBase-playground.html", state()["hash"].lstrip("#")))
    run.check("playground: the URL restores every choice", state()["hash"] == arrowed["hash"].replace("size=lg", "size=sm"), state()["hash"])
    images = page.eval(ALL_IMAGES_LOADED)
    run.check("playground: the preview loads", images["count"] == 1 and not images["bad"], json.dumps(images))
    page.screenshot(os.path.join(shots, "playground.png"))
    no_errors(run, page, "playground")


def test_every_page_at_two_widths(run, browser, large, review, shots):
    """Every kind of page at a desktop (1400 px) and a phone (390 px) width: screenshots saved
    under SHOTS/pages and checked (the right width, no horizontal overflow, nothing blank)."""
    pages = [("index", large, "index.html", ""), ("component", large, "components/InputCheckboxBase.html", ""),
             ("detail", large, "components/ChipBase.html", "detail=" + "ChipBase%2Fnoicon-rest-frisbee-light-ltr%401x"),
             ("playground", large, "components/CheckboxView-playground.html", ""), ("tokens", large, "tokens.html", "")]
    if review:
        pages.append(("review", review, "review.html", ""))
    folder = os.path.join(shots, "pages")
    os.makedirs(folder, exist_ok=True)
    for width, height in ((1400, 900), (390, 844)):
        page = browser.new_page(width, height)
        for name, site, path, hash_ in pages:
            page.navigate(url(site, path, hash_))
            overflow = page.eval("document.documentElement.scrollWidth")
            target = os.path.join(folder, f"{name}-{width}.png")
            page.screenshot(target)
            with open(target, "rb") as f:
                header = f.read(24)
            shot_width = int.from_bytes(header[16:20], "big")
            text = page.eval("document.body.innerText.trim().length")
            run.check(f"pages: {name} at {width} px: screenshot {shot_width} px wide, no horizontal overflow, content shown",
                      shot_width == width and overflow <= width and text > 20, f"scrollWidth {overflow}, png {shot_width}, text {text}")
        no_errors(run, page, f"pages at {width} px")


def wcag(fg, bg):
    def lum(hex_):
        r, g, b = (int(hex_[i:i + 2], 16) / 255 for i in (1, 3, 5))
        f = lambda c: c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)
    a, b = sorted([lum(fg), lum(bg)], reverse=True)
    return (a + 0.05) / (b + 0.05)


def test_token_change_review(run, page, site, shots):
    """One token change failing 192 snapshots: grouped by cause, with approve commands."""
    start = time.time()
    page.navigate(url(site, "review.html"))
    ready = page.eval("window.__darkroomReady")
    print(f"  timing [review, 192 failures] ready {ready:.0f} ms, wall {1000 * (time.time() - start):.0f} ms")
    info = page.eval("""({
      total: DARKROOM_REPORT.failures.length,
      groups: [...document.querySelectorAll('#groups .group')].map(g => ({
        id: g.getAttribute('data-group'), count: g.querySelectorAll('.ids li').length,
        thumbs: g.querySelectorAll('.thumbs img').length, command: g.querySelector('.command code').textContent,
        cause: [...g.querySelectorAll('.changes li')].map(l => l.textContent) })),
      all: document.querySelector('#groups > .command code').textContent,
      perFailure: document.querySelector('.failure .command code').textContent
    })""")
    groups = info["groups"]
    run.check("review groups: 192 failures, one token change, one group", info["total"] == 192 and
              len(groups) == 1 and groups[0]["count"] == 192, json.dumps(groups)[:300])
    run.check("review groups: the cause is the token change", all(any(c == "a token changed from #40B259FF to #3FA356FF in frisbee light"
              for c in g["cause"]) for g in groups), json.dumps([g["cause"] for g in groups]))
    run.check("review groups: thumbnails", all(g["thumbs"] == 3 for g in groups), json.dumps(groups)[:200])
    run.check("review groups: the approve command per group", all(g["command"].startswith("darkroom approve --report ") and
              g["command"].endswith("--group " + g["id"]) for g in groups), json.dumps([g["command"] for g in groups]))
    run.check("review: approve-all and per-snapshot commands", info["all"].startswith("darkroom approve --report ") and
              " --id " in info["perFailure"], info["perFailure"])
    images = page.eval(ALL_IMAGES_LOADED)
    run.check("review groups: every image loads", not images["bad"], json.dumps(images)[:200])
    page.screenshot(os.path.join(shots, "review-groups.png"))
    # token-change-report.sh builds this review with an audit of CheckboxView's frisbee light
    # touch targets and no baseline, so each of them is new.
    audit = page.eval("""({ data: (DARKROOM_REPORT.audit || []).length,
      items: document.querySelectorAll('#audit .audit-findings li').length,
      first: (document.querySelector('#audit .audit-findings a') || {}).href || '' })""")
    run.check("review audit: every finding not in the baseline is listed", audit["data"] == audit["items"] == 48, json.dumps(audit))
    run.check("review audit: each links to its snapshot's detail", "components/CheckboxView.html#detail=CheckboxView%2F" in audit["first"], audit["first"])
    page.navigate(audit["first"])
    page.wait_for("!document.getElementById('detail').hidden")
    run.check("review audit: the link opens the detail view", page.eval("document.getElementById('detail-title').textContent").startswith("CheckboxView/"))
    no_errors(run, page, "token-change review")


def test_audit(run, page, site, shots):
    """A gallery built with `darkroom gallery --audit`: badges, the findings filter, the detail list."""
    page.navigate(url(site, "index.html"))
    cards = page.eval("""Object.fromEntries([...document.querySelectorAll('#cards .card')].map(c =>
      [c.getAttribute('data-component'), (c.querySelector('.badge.findings') || {}).textContent || null]))""")
    run.check("audit: index cards count the snapshots with findings", cards.get("CheckboxView") == "480 snapshots with audit findings"
              and cards.get("ChipBase") == "No audit findings", json.dumps(cards))
    page.navigate(url(site, "components/CheckboxView.html"))
    counts = page.eval("""({
      flagged: DARKROOM_COMPONENT.snapshots.filter(s => s.f != null).length,
      total: DARKROOM_COMPONENT.snapshots.length,
      badges: document.querySelectorAll('#grid .card .badge.findings').length,
      cards: document.querySelectorAll('#grid .card').length,
      toggle: !!document.getElementById('only-findings')
    })""")
    # Every CheckboxView variant has its 24 pt box (touch-target); ChipBase below has none.
    run.check("audit: the component's data carries findings", counts["flagged"] == counts["total"] > 0 and counts["toggle"], json.dumps(counts))
    run.check("audit: a badge on every shown card with findings, none on the others",
              counts["badges"] == page.eval("""[...document.querySelectorAll('#grid .card')].filter(c =>
                DARKROOM_COMPONENT.snapshots.find(s => s.id === c.getAttribute('data-id')).f != null).length"""), json.dumps(counts))
    page.eval("document.getElementById('only-findings').click()")
    page.wait_for("location.hash.includes('findings=1')")
    run.check("audit: the filter shows exactly the snapshots with findings",
              page.eval("+document.getElementById('grid').getAttribute('data-count')") == counts["flagged"])
    page.navigate(url(site, "components/CheckboxView.html", "findings=1"))
    run.check("audit: the filter round-trips through the URL",
              page.eval("document.getElementById('only-findings').checked && +document.getElementById('grid').getAttribute('data-count')") == counts["flagged"])
    page.eval("document.querySelector('#grid .card').click()")
    page.wait_for("!document.getElementById('detail').hidden")
    rows = page.eval("""(() => { const id = decodeURIComponent(location.hash.match(/detail=([^&]*)/)[1]);
        const s = DARKROOM_COMPONENT.snapshots.find(s => s.id === id);
        return { want: DARKROOM_COMPONENT.findingSets[s.f].length,
                 got: document.querySelectorAll('#detail-audit tbody tr').length,
                 rule: document.querySelector('#detail-audit tbody td').textContent }; })()""")
    run.check("audit: the detail lists the snapshot's findings", rows["got"] == rows["want"] > 0 and rows["rule"] in
              ("text-contrast", "touch-target"), json.dumps(rows))
    page.screenshot(os.path.join(shots, "audit-detail.png"))
    page.navigate(url(site, "components/ChipBase.html", "findings=1"))
    run.check("audit: a component without findings shows none under the filter",
              page.eval("document.getElementById('grid').getAttribute('data-count')") == "0")
    no_errors(run, page, "audit")


def timings(run, page, site, label):
    """Median of three loads: ready = first screen rendered by the page's script."""
    def measure(path):
        samples = []
        for _ in range(3):
            page.navigate("about:blank", ready=False)
            started = time.perf_counter()
            page.navigate(url(site, path))
            wall = (time.perf_counter() - started) * 1000
            nav = page.eval("(() => { const n = performance.getEntriesByType('navigation')[0];"
                            " return {ready: window.__darkroomReady, load: n.loadEventEnd}; })()")
            samples.append((nav["ready"], nav["load"], wall))
        return [statistics.median(x) for x in zip(*samples)]

    index = measure("index.html")
    slug = page.eval("DARKROOM_CATALOG.components.slice().sort((a, b) => b.snapshotCount - a.snapshotCount)[0].slug")
    total = page.eval("DARKROOM_CATALOG.snapshotCount")
    biggest = page.eval("DARKROOM_CATALOG.components.slice().sort((a, b) => b.snapshotCount - a.snapshotCount)[0].snapshotCount")
    comp = measure(f"components/{slug}.html")
    print(f"  timing [{label}, {total} snapshots] index: ready {index[0]:.0f} ms, load event {index[1]:.0f} ms, wall {index[2]:.0f} ms")
    print(f"  timing [{label}] component page {slug} ({biggest} snapshots): ready {comp[0]:.0f} ms, "
          f"load event {comp[1]:.0f} ms, wall {comp[2]:.0f} ms")
    rendered = page.eval("document.querySelectorAll('#grid .card').length")
    run.check(f"{label}: grid rendered in chunks ({rendered} of {biggest} cards at first)", rendered < biggest or biggest <= 120)
    page.eval("scrollTo(0, document.documentElement.scrollHeight)")
    if biggest > 120:
        # Waits for the chunk instead of sleeping a fixed time: the page may be slow on a
        # loaded machine, and the timings above are printed, never asserted.
        try:
            page.wait_for(f"document.querySelectorAll('#grid .card').length > {rendered}")
        except BrowserError:
            pass
    more = page.eval("document.querySelectorAll('#grid .card').length")
    run.check(f"{label}: scrolling renders the next chunk ({more} cards)", more > rendered or biggest <= 120)
    no_errors(run, page, label)
    return index, comp


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("small")
    parser.add_argument("large", nargs="?")
    parser.add_argument("--shots", required=True)
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--http", action="store_true", help="serve the sites over HTTP on loopback instead of file://")
    parser.add_argument("--review", help="a gallery built with a real verify report (one token changed: 192 failures)")
    parser.add_argument("--audit-gallery", help="a gallery of the catalogue built with darkroom gallery --audit")
    args = parser.parse_args()
    if args.http:
        for folder in [args.small] + ([args.large] if args.large else []) + ([args.review] if args.review else []) \
                + ([args.audit_gallery] if args.audit_gallery and args.audit_gallery != args.large else []):
            serve(folder)
        print("serving over HTTP: " + ", ".join(SERVED.values()))
    os.makedirs(args.shots, exist_ok=True)

    run = Run()
    browser = Browser(args.chromium)
    try:
        page = browser.new_page(1280, 900)
        for name, test in (("index", test_index), ("component", test_component),
                           ("detail", test_detail), ("review", test_review)):
            print(f"{name}:")
            run.guarded(name, lambda: test(run, page, args.small, args.shots))
        print("timings:")
        run.guarded("timings small", lambda: timings(run, page, args.small, "small"))
        if args.large:
            run.guarded("timings large", lambda: timings(run, page, args.large, "large"))
            page.navigate(url(args.large, "components/InputCheckboxBase.html"))
            page.screenshot(os.path.join(args.shots, "component-large.png"))
            print("playground:")
            run.guarded("playground", lambda: test_playground(run, page, args.large, args.shots))
            print("tokens page:")
            run.guarded("tokens page", lambda: test_tokens_page(run, page, args.large, args.shots))
        if args.review:
            print("token-change review:")
            run.guarded("token-change review", lambda: test_token_change_review(run, page, args.review, args.shots))
        if args.audit_gallery:
            print("audit findings:")
            run.guarded("audit", lambda: test_audit(run, page, args.audit_gallery, args.shots))
        # Last: these open pages of their own, which would put the first one in the background.
        print("fixes:")
        run.guarded("fixes", lambda: test_issue_fixes(run, browser, args.small, args.shots))
        if args.large:
            print("every page at 1400 and 390 px:")
            run.guarded("pages", lambda: test_every_page_at_two_widths(run, browser, args.large, args.review, args.shots))
        run.check("no alert() dialog ever opened", not page.dialogs, str(page.dialogs))
    finally:
        browser.close()
    print(f"screenshots in {args.shots}")
    print(f"{run.passed} passed, {run.failed} failed")
    return 1 if run.failed else 0


if __name__ == "__main__":
    sys.exit(main())
