"""The browser tests' view of a page, over Playwright for Python driving Debian's chromium.

Playwright launches /usr/bin/chromium itself (executable_path: no browser is downloaded) and
reports console errors, page exceptions, failed loads and dialogs, which every page check
collects: a gallery page must produce none of them.
"""
import shutil
import time

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright


class BrowserError(Exception):
    pass


class Browser:
    def __init__(self, chromium="chromium"):
        path = shutil.which(chromium)
        if not path:
            raise BrowserError(f"{chromium} not found (apt-get install -y chromium)")
        self._playwright = sync_playwright().start()
        self._browser = self._playwright.chromium.launch(executable_path=path, headless=True)

    def new_page(self, width=1280, height=900):
        context = self._browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=1)
        return Page(context.new_page())

    def close(self):
        self._browser.close()
        self._playwright.stop()


class Page:
    def __init__(self, page):
        self.page = page
        self.errors = []      # console errors, exceptions, failed loads
        self.dialogs = []     # alert()/confirm() opened: must never happen
        page.on("console", lambda m: self.errors.append(f"console.{m.type}: {m.text}") if m.type in ("error", "assert") else None)
        page.on("pageerror", lambda e: self.errors.append(f"exception: {e}"))
        page.on("requestfailed", self._on_failed_request)
        page.on("dialog", self._on_dialog)

    def _on_failed_request(self, request):
        # An image load the page itself cancelled (it replaced the element, or navigated away)
        # is not a failure; a missing file is (it is also logged to the console as a 404).
        if "ERR_ABORTED" not in (request.failure or ""):
            self.errors.append(f"failed load: {request.url} {request.failure}")

    def _on_dialog(self, dialog):
        self.dialogs.append(dialog.message)
        dialog.accept()

    def navigate(self, url, ready=True, timeout=30):
        """Loads url and, with ready, waits for the page's data-ready mark."""
        current = self.page.url
        if url != "about:blank" and current.split("#")[0] == url.split("#")[0]:
            # Only the fragment differs: the browser would not reload, so leave the page first.
            self.page.goto("about:blank")
        try:
            self.page.goto(url, wait_until="load", timeout=timeout * 1000)
        except PlaywrightError as error:
            raise BrowserError(f"loading {url}: {error}")
        if ready:
            self.wait_for("document.documentElement.getAttribute('data-ready') === 'true'", timeout)

    def eval(self, expression, timeout=30):
        try:
            return self.page.evaluate(expression)
        except PlaywrightError as error:
            raise BrowserError(f"evaluate failed: {error}")

    def wait_for(self, expression, timeout=10):
        try:
            self.page.wait_for_function(expression, timeout=timeout * 1000)
            return True
        except PlaywrightError:
            raise BrowserError(f"timeout waiting for {expression}")

    def press(self, key):
        """A real key press on the focused element (Enter, ArrowRight...)."""
        self.page.keyboard.press(key)

    def screenshot(self, path, full_page=False):
        self.page.screenshot(path=path, full_page=full_page)

    def sleep(self, seconds):
        time.sleep(seconds)
