"""Playing exported web pages in a real browser, for the kinds' page tests
(tests/K/test-K-page.py).

Headless Chromium through chromedriver and Selenium (Debian's chromium,
chromium-driver and python3-selenium; build-aux/deps.sh installs them).
A test exports a page with the CLI, loads it, plays it with the mouse,
touch and keys as a class would, and checks what the page shows after
each move.  It speaks TAP, and reports itself skipped, with the reason,
only when Chromium cannot be started here.

Screenshots go to $PW_TEST_SCREENSHOTS, or to screenshots/ in the tests'
build folder, as page-NAME.png.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser']
ENTER = '\ue007'
DRIVER = ['/usr/bin/chromedriver']


class Tap:
    """TAP lines: one per check, a plan at the end, and a failure's
    details as comments."""

    def __init__(self):
        self.n = 0
        self.failed = 0

    def ok(self, cond, what, detail=''):
        self.n += 1
        if not cond:
            self.failed += 1
        print(f"{'ok' if cond else 'not ok'} {self.n} - {what}", flush=True)
        if not cond and detail:
            for line in str(detail).splitlines():
                print('# ' + line, flush=True)
        return cond

    def equal(self, got, want, what, detail=''):
        return self.ok(got == want, what, f'got:  {got!r}\nwant: {want!r}\n{detail}')

    def finish(self):
        print(f'1..{self.n}', flush=True)
        return 1 if self.failed else 0


def skip(reason):
    print(f'1..0 # SKIP {reason}', flush=True)
    sys.exit(0)


def export_page(cli, pzw, out, env=None):
    """Runs `export PZW --format html -o OUT`; returns (status, stderr)."""
    run = subprocess.run([cli, 'export', pzw, '--format', 'html', '-o', out],
                         capture_output=True, text=True, env=env, timeout=120)
    return run.returncode, run.stderr


def screenshot_dir():
    folder = os.environ.get('PW_TEST_SCREENSHOTS') or os.path.join(
        os.environ.get('PW_TEST_BUILDDIR', '.'), 'screenshots')
    os.makedirs(folder, exist_ok=True)
    return folder


class Browser:
    """One headless Chromium for a whole test."""

    def __init__(self):
        try:
            from selenium import webdriver
            from selenium.webdriver.chrome.service import Service
        except ImportError as e:
            skip(f'Chromium cannot be driven: python3-selenium is missing ({e})')
        binary = next((b for b in CHROMIUM if os.path.exists(b)), shutil.which('chromium'))
        driver = next((d for d in DRIVER if os.path.exists(d)), shutil.which('chromedriver'))
        if binary is None or driver is None:
            skip('Chromium cannot start: chromium or chromium-driver is not installed '
                 '(build-aux/deps.sh installs them)')
        self.profile = tempfile.mkdtemp(prefix='pw-chromium-')
        options = webdriver.ChromeOptions()
        options.binary_location = binary
        # As root, in a container, with the network closed: no sandbox, no
        # GPU, and nothing that would reach out.
        for arg in ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
                    '--disable-background-networking', '--disable-component-update',
                    '--disable-sync', '--disable-dev-shm-usage', '--hide-scrollbars',
                    '--force-device-scale-factor=1', f'--user-data-dir={self.profile}',
                    '--window-size=1920,1080']:
            options.add_argument(arg)
        options.set_capability('goog:loggingPrefs', {'browser': 'ALL'})
        try:
            self.driver = webdriver.Chrome(service=Service(driver), options=options)
        except Exception as e:  # noqa: BLE001 — any failure to start is a skip
            shutil.rmtree(self.profile, ignore_errors=True)
            skip(f'Chromium cannot start: {str(e).splitlines()[0] if str(e) else e!r}')
        self.driver.set_script_timeout(30)

    def close(self):
        try:
            self.driver.quit()
        finally:
            shutil.rmtree(self.profile, ignore_errors=True)

    def size(self, width, height):
        """The page's viewport, exactly (a screen of that size)."""
        self.driver.execute_cdp_cmd('Emulation.setDeviceMetricsOverride', {
            'width': width, 'height': height, 'deviceScaleFactor': 1, 'mobile': False})
        self.wait(lambda: self.js('return innerWidth') == width, f'viewport {width}')

    def load(self, path):
        self.driver.get('file://' + os.path.abspath(path))
        self.wait(lambda: self.js('return document.body && document.body.dataset.state'),
                  'the page to start')
        self.js('return document.fonts.ready.then(() => true)')
        self.settle()

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def wait(self, cond, what, timeout=20):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            got = cond()
            if got:
                return got
            time.sleep(0.05)
        raise AssertionError(f'timed out waiting for {what}')

    def settle(self):
        """Waits until no animation holds the page's input."""
        self.wait(lambda: not self.js('return document.body.dataset.busy'), 'the page to settle')
        # Two frames, so what changed is laid out and painted.
        self.js('return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))')

    def status(self):
        return self.js("return document.querySelector('.pw-status').textContent")

    def state(self):
        return self.js('return document.body.dataset.state')

    def errors(self):
        """The page's script errors and CSP refusals, from the console."""
        return [e['message'] for e in self.driver.get_log('browser') if e['level'] == 'SEVERE']

    def screenshot(self, name):
        path = os.path.join(screenshot_dir(), f'page-{name}.png')
        self.driver.save_screenshot(path)
        return path

    # ---- Input -----------------------------------------------------------

    def click(self, element):
        from selenium.webdriver.common.action_chains import ActionChains
        ActionChains(self.driver).move_to_element(element).click().perform()

    def mouse_drag(self, start, end):
        """Presses on @start, moves to @end in steps, releases there."""
        from selenium.webdriver.common.action_chains import ActionChains
        chain = ActionChains(self.driver).move_to_element(start).click_and_hold()
        chain.move_to_element(end).move_by_offset(1, 0).move_by_offset(-1, 0).release()
        chain.perform()

    def touch_drag(self, start, end):
        """The same with a finger (touch pointer events)."""
        from selenium.webdriver.common.actions import interaction
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        from selenium.webdriver.common.actions.pointer_input import PointerInput
        finger = PointerInput(interaction.POINTER_TOUCH, 'finger')
        actions = ActionBuilder(self.driver, mouse=finger)
        x0, y0 = self.centre(start)
        x1, y1 = self.centre(end)
        actions.pointer_action.move_to_location(x0, y0).pointer_down()
        for k in range(1, 5):
            actions.pointer_action.move_to_location(x0 + (x1 - x0) * k // 4, y0 + (y1 - y0) * k // 4)
        actions.pointer_action.pointer_up()
        actions.perform()

    def touch_tap(self, element):
        from selenium.webdriver.common.actions import interaction
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        from selenium.webdriver.common.actions.pointer_input import PointerInput
        finger = PointerInput(interaction.POINTER_TOUCH, 'finger')
        actions = ActionBuilder(self.driver, mouse=finger)
        x, y = self.centre(element)
        actions.pointer_action.move_to_location(x, y).pointer_down().pointer_up()
        actions.perform()

    def keys(self, element, *keys):
        """Focuses @element and types @keys, each to whatever has the focus
        by then (an arrow key moves it)."""
        from selenium.webdriver.common.action_chains import ActionChains
        self.js('arguments[0].focus()', element)
        ActionChains(self.driver).send_keys(*keys).perform()

    @staticmethod
    def arrows_to(goals, at=(0, 0)):
        """The keys that move a grid's cursor from @at to each (row, column)
        of @goals in turn (rows first), with Enter at each."""
        arrow = {(0, 1): '\ue014', (0, -1): '\ue012', (1, 0): '\ue015', (-1, 0): '\ue013'}
        keys = []
        for goal in goals:
            while at != goal:
                step = ((goal[0] > at[0]) - (goal[0] < at[0]), 0) if goal[0] != at[0] \
                    else (0, (goal[1] > at[1]) - (goal[1] < at[1]))
                keys.append(arrow[step])
                at = (at[0] + step[0], at[1] + step[1])
            keys.append(ENTER)
        return keys

    def centre(self, element):
        box = self.js('const b = arguments[0].getBoundingClientRect();'
                      'return [b.left + b.width / 2, b.top + b.height / 2];', element)
        return int(box[0]), int(box[1])


def main(play):
    """Runs @play(browser, tap) and exits with TAP's verdict; an assertion
    (a wait that timed out) is a failed check, not a crash."""
    tap = Tap()
    browser = Browser()
    try:
        play(browser, tap)
    except AssertionError as e:
        tap.ok(False, 'the page answered in time', e)
    except Exception:  # noqa: BLE001 — a broken page is a failed check, with why
        import traceback
        tap.ok(False, 'the test ran to its end', traceback.format_exc())
    finally:
        browser.close()
    sys.exit(tap.finish())
