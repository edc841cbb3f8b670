"""A tiny Chrome DevTools Protocol client over --remote-debugging-pipe (stdlib only).

Chromium reads NUL-terminated JSON commands from fd 3 and writes replies and events to fd 4,
so no websocket library is needed. One Browser per run; each Page is a flat session.
"""
import json
import os
import queue
import subprocess
import tempfile
import threading
import time


class CDPError(Exception):
    pass


class Browser:
    def __init__(self, chromium="chromium", log_path=None):
        self.profile = tempfile.mkdtemp(prefix="darkroom-chromium-")
        to_chrome_r, self._to_chrome = os.pipe()
        self._from_chrome, from_chrome_w = os.pipe()

        def wire_fds():
            # Chromium expects its command pipe at fd 3 and its reply pipe at fd 4. Duplicate
            # first so the two dup2 calls cannot clobber each other.
            a, b = os.dup(to_chrome_r), os.dup(from_chrome_w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        log = open(log_path or os.devnull, "wb")
        args = [
            chromium, "--headless", "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check",
            "--disable-gpu", "--disable-extensions", "--disable-background-networking", "--mute-audio",
            "--hide-scrollbars", f"--user-data-dir={self.profile}", "about:blank",
        ]
        if os.geteuid() == 0:
            args.insert(1, "--no-sandbox")  # Chromium refuses to run as root with its sandbox.
        self.proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                                     preexec_fn=wire_fds, pass_fds=(3, 4), close_fds=True)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self._next_id = 0
        self._lock = threading.Lock()
        self._replies = {}
        self._reply_ready = threading.Condition()
        self.events = queue.Queue()
        self._listeners = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        buffer = b""
        while True:
            chunk = os.read(self._from_chrome, 1 << 16)
            if not chunk:
                break
            buffer += chunk
            while b"\0" in buffer:
                raw, buffer = buffer.split(b"\0", 1)
                message = json.loads(raw)
                if "id" in message:
                    with self._reply_ready:
                        self._replies[message["id"]] = message
                        self._reply_ready.notify_all()
                else:
                    for listener in list(self._listeners):
                        listener(message)

    def send(self, method, params=None, session=None, timeout=30):
        with self._lock:
            self._next_id += 1
            mid = self._next_id
        message = {"id": mid, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._to_chrome, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        with self._reply_ready:
            while mid not in self._replies:
                left = deadline - time.time()
                if left <= 0:
                    raise CDPError(f"timeout waiting for {method}")
                self._reply_ready.wait(left)
            reply = self._replies.pop(mid)
        if "error" in reply:
            raise CDPError(f"{method}: {reply['error'].get('message')}")
        return reply.get("result", {})

    def new_page(self, width=1280, height=900):
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        return Page(self, session, width, height)

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


class Page:
    def __init__(self, browser, session, width, height):
        self.browser, self.session = browser, session
        self.errors = []      # console errors, exceptions, failed loads
        self.dialogs = []     # alert()/confirm() opened: must never happen
        self._events = queue.Queue()
        browser._listeners.append(self._on_event)
        for domain in ("Page", "Runtime", "Log"):
            self.send(f"{domain}.enable")
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def send(self, method, params=None, timeout=30):
        return self.browser.send(method, params, self.session, timeout)

    def _on_event(self, message):
        if message.get("sessionId") != self.session:
            return
        method, params = message["method"], message.get("params", {})
        if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            text = " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", []))
            self.errors.append(f"console.{params['type']}: {text}")
        elif method == "Runtime.exceptionThrown":
            d = params.get("exceptionDetails", {})
            self.errors.append("exception: " + d.get("exception", {}).get("description", d.get("text", "")))
        elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            e = params["entry"]
            self.errors.append(f"log: {e.get('text')} {e.get('url', '')}")
        elif method == "Page.javascriptDialogOpening":
            self.dialogs.append(params.get("message"))
            threading.Thread(target=lambda: self.send("Page.handleJavaScriptDialog", {"accept": True}), daemon=True).start()
        self._events.put(method)

    def navigate(self, url, ready=True, timeout=30):
        """Loads url, waits for the load event and, with ready, for the page's data-ready mark."""
        if url != "about:blank" and self.eval("location.href").split("#")[0] == url.split("#")[0]:
            # Only the fragment differs: Chromium would not reload, so leave the page first.
            self.navigate("about:blank", ready=False)
        while not self._events.empty():
            self._events.get_nowait()
        self.send("Page.navigate", {"url": url})
        deadline = time.time() + timeout
        while True:
            try:
                if self._events.get(timeout=max(0.01, deadline - time.time())) == "Page.loadEventFired":
                    break
            except queue.Empty:
                raise CDPError(f"timeout loading {url}")
        if ready:
            self.wait_for("document.documentElement.getAttribute('data-ready') === 'true'", timeout)

    def eval(self, expression, timeout=30):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True, "userGesture": True}, timeout)
        if "exceptionDetails" in result:
            d = result["exceptionDetails"]
            raise CDPError(f"evaluate failed: {d.get('exception', {}).get('description', d.get('text'))}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=10):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.eval(f"!!({expression})"):
                return True
            time.sleep(0.05)
        raise CDPError(f"timeout waiting for {expression}")

    def screenshot(self, path, full_page=False):
        params = {"format": "png"}
        if full_page:
            size = self.eval("({w: document.documentElement.scrollWidth, h: Math.min(document.documentElement.scrollHeight, 4000)})")
            params.update(captureBeyondViewport=True, clip={"x": 0, "y": 0, "width": size["w"], "height": size["h"], "scale": 1})
        import base64
        data = base64.b64decode(self.send("Page.captureScreenshot", params)["data"])
        with open(path, "wb") as f:
            f.write(data)
