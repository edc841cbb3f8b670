"""Live reload of a gallery kept by `darkroom watch`, in Debian's headless Chromium, from file://.

Usage: live_test.py GALLERY   (a gallery written by darkroom watch: it has data/live.js)

An open component page polls data/live.js. When the watch writes a new generation naming
changed images, exactly those images are reloaded in place (their src gains ?g=N), the others
keep theirs, and the page is not reloaded; when the set of snapshots changes, the page reloads.
Prints one line per check and "N passed, M failed"; exits 1 on any failure.
"""
import json
import pathlib
import sys
import time

from harness import Browser


def main():
    gallery = pathlib.Path(sys.argv[1]).resolve()
    live = gallery / "data" / "live.js"
    original = live.read_text()
    info = json.loads(original[original.index("(") + 1:original.rindex(")")])
    passed = failed = 0

    def check(name, ok, detail=""):
        nonlocal passed, failed
        print(("  ok    " if ok else "  FAIL  ") + name + ("" if ok else f": {detail}"))
        if ok:
            passed += 1
        else:
            failed += 1

    def write(generation, changed, shape):
        live.write_text("Darkroom.live(" + json.dumps({"generation": generation, "changed": changed, "shape": shape}) + ");\n")

    def sources(page):
        return page.page.eval_on_selector_all("img", "imgs => imgs.map(i => i.getAttribute('src'))")

    browser = Browser()
    try:
        page = browser.new_page(1280, 900)
        page.navigate((gallery / "components" / "ProfileCard.html").as_uri())
        time.sleep(1.2)  # the first poll records the generation the page shows
        before = sources(page)
        target = "store/ProfileCard/preview_1-light-ltr@2x.png"
        check("the page shows the image the test changes", any(s.endswith(target) for s in before), before)
        page.page.evaluate("window.__notReloaded = true")
        write(info["generation"] + 1, [target], info["shape"])
        deadline = time.time() + 10
        after = before
        while time.time() < deadline:
            after = sources(page)
            if any(s.endswith(target + f"?g={info['generation'] + 1}") for s in after):
                break
            time.sleep(0.2)
        check("the changed image reloads in place", any(s.endswith(target + f"?g={info['generation'] + 1}") for s in after), after)
        check("the other images keep their sources", [s for s in after if target not in s] == [s for s in before if target not in s])
        check("the page itself was not reloaded", page.page.evaluate("window.__notReloaded === true"))
        write(info["generation"] + 2, [], info["shape"] + "x")
        deadline = time.time() + 10
        reloaded = False
        while time.time() < deadline and not reloaded:
            time.sleep(0.2)
            try:
                reloaded = page.page.evaluate("window.__notReloaded !== true")
            except Exception:
                pass  # the page is navigating
        check("a changed set of snapshots reloads the page", reloaded)
        check("no console errors", not [e for e in page.errors if "live.js" not in e], page.errors)
    finally:
        live.write_text(original)
        browser.close()
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
