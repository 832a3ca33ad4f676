"""The demo served in a real browser (chromium via chromedriver), checked through the page's DOM.

Run by Tests/e2e/web.sh with the server's URL and log file. Every wait is on a condition, with a
generous deadline (a loaded two-core machine); nothing sleeps and then asserts.
"""

import argparse
import json
import sys
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

WAIT = 45
failures = 0


def passed(what):
    print(f"ok: {what}", flush=True)


def failed(what, detail=""):
    global failures
    failures += 1
    print(f"FAIL: {what} {detail}", file=sys.stderr, flush=True)


def rows(driver):
    """The grid's rows as the page shows them (DOM text)."""
    return driver.execute_script(
        "return [...document.querySelectorAll('#screen .row')].map(r => r.textContent);")


def screen_text(driver):
    return "\n".join(rows(driver))


def wait_for(driver, condition, what):
    try:
        WebDriverWait(driver, WAIT, poll_frequency=0.05).until(lambda d: condition(d))
        passed(what)
        return True
    except Exception:
        failed(what, "\n--- page:\n" + screen_text(driver))
        return False


def shows(text):
    return lambda d: text in screen_text(d)


def status(url):
    with urllib.request.urlopen(url + "status", timeout=10) as response:
        return json.load(response)


def wait_until(condition, timeout=WAIT):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return False


def cells(driver):
    """The grid as drawn: each row's elements with their text, inline style and classes."""
    return driver.execute_script(
        "return [...document.querySelectorAll('#screen .row')].map(r => [...r.childNodes].map("
        "e => [e.textContent, e.style ? e.style.cssText : '', e.className || '']));")


def equals_full_repaint(driver, what):
    """The page after its incremental frames equals the same screen drawn whole: the window is made
    smaller and then given its size back, so the server sends a new grid and every cell again."""
    drawn = cells(driver)
    size = driver.get_window_size()
    driver.set_window_size(760, 420)
    if not wait_until(lambda: len(cells(driver)) != len(drawn)):
        failed(what, "(the smaller window got no new grid)")
        return
    driver.set_window_size(size["width"], size["height"])
    if wait_until(lambda: cells(driver) == drawn):
        passed(what)
        return
    repainted = cells(driver)
    differing = [y for y in range(max(len(drawn), len(repainted)))
                 if y >= len(drawn) or y >= len(repainted) or drawn[y] != repainted[y]]
    detail = "".join(f"\n--- row {y}\n  drawn:     {drawn[y] if y < len(drawn) else None}"
                     f"\n  repainted: {repainted[y] if y < len(repainted) else None}" for y in differing[:3])
    failed(what, f"({len(differing)} rows differ){detail}")


def click_cell(driver, x, y):
    """Clicks the middle of cell (x, y) of the grid."""
    metrics = driver.execute_script(
        "const r = document.getElementById('probe').getBoundingClientRect();"
        "const s = document.getElementById('screen').getBoundingClientRect();"
        "return [r.width / 10, r.height, s.width, s.height];")
    cw, ch, width, height = metrics
    screen = driver.find_element(By.ID, "screen")
    # Offsets are from the element's centre.
    ActionChains(driver).move_to_element_with_offset(
        screen, int((x + 0.5) * cw - width / 2), int((y + 0.5) * ch - height / 2)).click().perform()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--log", required=True)
    parser.add_argument("--screenshot", required=True)
    args = parser.parse_args()

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                 "--window-size=1000,640", "--lang=en-US"]:
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        run(driver, args)
    finally:
        driver.quit()
    if failures:
        print(f"{failures} failure(s)", file=sys.stderr)
        sys.exit(1)


def run(driver, args):
    driver.get(args.url)
    if not wait_for(driver, shows("Stepping up"), "the page shows the launcher as DOM text"):
        return
    if wait_until(lambda: status(args.url)["sessions"] == 1):
        passed("the server runs one session for the page")
    else:
        failed("session count", str(status(args.url)))
    live = driver.find_element(By.ID, "live")
    if wait_until(lambda: live.get_attribute("textContent").strip() != ""):
        passed(f"the live region announces the status line: {live.get_attribute('textContent').strip()!r}")
    else:
        failed("the live region is empty")
    if driver.execute_script("return document.querySelectorAll('#screen .row[aria-current=true]').length") > 0:
        passed("the focused widget's rows are marked (aria-current)")
    else:
        failed("no row marked aria-current")

    # The Simple text field: typed CJK (keys) and emoji (an input method's text, which chromedriver's
    # keys cannot type outside the BMP) reach the field and the store.
    field = driver.find_element(By.ID, "input")
    field.send_keys(Keys.ENTER)
    wait_for(driver, shows("Enter some text"), "Enter opens the Simple text field")
    field.send_keys("hello 日本語 ")
    driver.execute_cdp_cmd("Input.insertText", {"text": "👍"})
    wait_for(driver, shows("You typed: hello 日本語 👍"), "typed CJK and emoji reach the field and the store")
    wide = driver.execute_script(
        "return [...document.querySelectorAll('#screen .g2')].map(e => e.textContent).join('')")
    if "日" in wide and "👍" in wide:
        passed("wide glyphs and emoji are laid out two cells wide")
    else:
        failed("wide cells", repr(wide))
    field.send_keys(Keys.ESCAPE)
    wait_for(driver, shows("Stepping up"), "Esc goes back to the launcher")

    # The Shops table: a click on the Shop header sorts it (▲).
    for _ in range(7):
        field.send_keys(Keys.ARROW_DOWN)
    field.send_keys(Keys.ENTER)
    if wait_for(driver, shows("Rating"), "the Shops table opens"):
        lines = rows(driver)
        header = next(i for i, line in enumerate(lines) if "Rating" in line and "Shop" in line)
        column = lines[header].index("Shop")
        click_cell(driver, column + 1, header)
        wait_for(driver, lambda d: "▲" in rows(d)[header] or "▼" in rows(d)[header],
                 "a mouse click on the Shop header sorts the table")
        equals_full_repaint(driver, "after the sort the page equals a full repaint (text, styles, cursor)")
        for _ in range(3):
            field.send_keys(Keys.ARROW_DOWN)
        wait_for(driver, lambda d: "▲" in rows(d)[header] or "▼" in rows(d)[header], "Down keys in the table")
        equals_full_repaint(driver, "after Down keys the page equals a full repaint (text, styles, cursor)")
        driver.save_screenshot(args.screenshot)
        passed(f"screenshot saved to {args.screenshot}")

    # The grid follows the window.
    before = len(rows(driver))
    driver.set_window_size(760, 420)
    wait_for(driver, lambda d: 0 < len(rows(d)) < before and "Back" in rows(d)[-1],
             "after a window resize the grid has fewer rows and the status bar is at the bottom")

    # A closed tab ends its session on the server.
    session_tab = driver.current_window_handle
    driver.switch_to.new_window("tab")
    other_tab = driver.current_window_handle
    driver.switch_to.window(session_tab)
    driver.close()
    driver.switch_to.window(other_tab)
    if wait_until(lambda: status(args.url)["sessions"] == 0 and status(args.url)["connections"] == 0):
        passed("closing the tab ended its session: the server has none left")
    else:
        failed("sessions after closing the tab", str(status(args.url)))
    with open(args.log, encoding="utf-8") as log:
        text = log.read()
    if "session 1 ended" in text:
        passed("the server logged the session's end")
    else:
        failed("server log", text)

    # A new page is a new session.
    driver.get(args.url)
    wait_for(driver, shows("Stepping up"), "a new page gets a new session with the launcher")
    if wait_until(lambda: status(args.url)["sessions"] == 1):
        passed("one session again")
    else:
        failed("session count after reconnecting", str(status(args.url)))


if __name__ == "__main__":
    main()
