"""Loads the documentation site in headless Chromium and fails on a blank page or a console error.

Usage: check-docs-in-browser.py SITE_DIR SCREENSHOT.png (Scripts/check-docs-in-browser runs it).
"""
import functools
import http.server
import sys
import threading
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

# The pages a reader opens first: the combined landing page, a module, a symbol and an article
# (with the gallery's pictures).
PAGES = [
    ("site root", "/"),
    ("landing page", "/documentation/"),
    ("module ReCurses", "/documentation/recurses"),
    ("symbol Store", "/documentation/restore/store"),
    ("article Gallery", "/documentation/recurses/gallery"),
]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


def page_text(driver, timeout=30):
    """The text of the rendered page's main content once DocC has drawn a heading (empty if never)."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        text = driver.execute_script(
            "const main = document.querySelector('main');"
            "return main && main.querySelector('h1') ? main.innerText : '';"
        )
        if text and len(text.strip()) > 40:
            return text
        time.sleep(0.2)
    return ""


def main():
    site, screenshot = sys.argv[1], sys.argv[2]
    handler = functools.partial(QuietHandler, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"

    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,1000"):
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    failures = []
    try:
        for index, (name, path) in enumerate(PAGES):
            driver.get(base + path)
            text = page_text(driver)
            if not text:
                failures.append(f"{name} ({path}): blank page, no heading or text rendered")
            else:
                first = text.strip().splitlines()[0]
                print(f"check-docs-in-browser: {name} ({path}) rendered: {first!r}, {len(text)} characters")
            if path.endswith("/gallery"):
                # The pictures load lazily: bring each into view and give it time to load.
                count = driver.execute_script("return document.querySelectorAll('main img').length;")
                for number in range(count):
                    driver.execute_script(
                        "document.querySelectorAll('main img')[arguments[0]].scrollIntoView();", number)
                    deadline = time.time() + 5
                    while time.time() < deadline and not driver.execute_script(
                            "const i = document.querySelectorAll('main img')[arguments[0]];"
                            "return i.complete && i.naturalWidth > 0;", number):
                        time.sleep(0.1)
                broken = driver.execute_script(
                    "return [...document.querySelectorAll('main img')]"
                    ".filter(i => !i.complete || i.naturalWidth === 0).map(i => i.src);")
                count = driver.execute_script("return document.querySelectorAll('main img').length;")
                print(f"check-docs-in-browser: {name}: {count} pictures, {len(broken)} not loaded")
                if count == 0 or broken:
                    failures.append(f"{name}: pictures missing or not loaded: {broken[:5]}")
            for entry in driver.get_log("browser"):
                if entry.get("level") == "SEVERE":
                    failures.append(f"{name} ({path}): console error: {entry.get('message')}")
            if path == "/documentation/":
                driver.save_screenshot(screenshot)
            if path.endswith("/gallery"):
                driver.execute_script("document.querySelectorAll('main img')[0].scrollIntoView();")
                driver.save_screenshot(screenshot.replace(".png", "-gallery.png"))
    finally:
        driver.quit()
        server.shutdown()
    for failure in failures:
        print("check-docs-in-browser: FAIL " + failure)
    if failures:
        return 1
    print(f"check-docs-in-browser: {len(PAGES)} pages rendered with no console error; screenshots {screenshot}, "
          + screenshot.replace(".png", "-gallery.png"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
