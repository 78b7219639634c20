"""The harness of the browser suites: bazaar-web started on a database of the test's own, and headless
Chromium (Debian's `chromium` and `chromium-driver`) driven by Selenium, as a person clicks. Every process a
test starts is stopped when it ends, pass or fail (`addCleanup`)."""

import contextlib
import os
import sqlite3
import subprocess
import tempfile
import threading
import unittest

from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException, TimeoutException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.select import Select
from selenium.webdriver.support.wait import WebDriverWait

#: How long a click may take to bring the next page before the test fails: a bound that only names a failure,
#: never a pause (the wait ends the moment the old page goes).
NAVIGATION_LIMIT = 30

BINARY = os.environ.get("BAZAAR_WEB_BINARY", ".build/debug/bazaar-web")
SERVER_BINARY = os.environ.get("BAZAAR_SERVER_BINARY", ".build/debug/bazaar-server")
SCREENSHOTS = os.environ.get("BAZAAR_SCREENSHOTS", ".build/browser-screenshots")
DEMO_EMAIL, DEMO_PASSWORD = "demo@bazaar.dev", "bazaar-demo"


class Program:
    """A program that says `listening on http://…` when it serves (bazaar-web, bazaar-server), started with
    `arguments`; `stop()` ends it and waits for it. What it writes is kept (`said()`), for a failure to show."""

    def __init__(self, arguments):
        self.name = os.path.basename(arguments[0])
        self.process = subprocess.Popen(arguments, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.lines = []
        for line in self.process.stdout:
            self.lines.append(line)
            if " listening on http://" in line and not line.startswith(" "):
                self.url = "http://" + line.split("listening on http://", 1)[1].split()[0].rstrip(",/")
                # The rest is read as it comes, so that the program never blocks on a full pipe.
                self.reader = threading.Thread(target=self.lines.extend, args=(self.process.stdout,), daemon=True)
                self.reader.start()
                return
        self.process.wait()
        raise RuntimeError(f"{arguments[0]} stopped before it listened:\n" + self.said())

    def said(self):
        """What it has written so far, and whether it still runs."""
        state = "still running" if self.process.poll() is None else f"exited with {self.process.returncode}"
        return f"{self.name} ({state}) wrote:\n" + ("".join(self.lines) or "(nothing)\n")

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=NAVIGATION_LIMIT)  # a bound that names a hang: past it, killed
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.process.wait()
        self.reader.join()  # its pipe is closed: the reader has read the last line
        self.process.stdout.close()


def web_app(database=None, server=None, more=()):
    """bazaar-web on a database file, or on a bazaar-server's use cases, on a free loopback port, with the
    flags `more`."""
    where = ["--server", server] if server else ["--database", database]
    return Program([BINARY, *where, "--port", "0", *more])


def bazaar_server(database):
    """bazaar-server on a SQLite file with the demo data, on a free loopback port."""
    return Program([SERVER_BINARY, "--database", database, "--seed-demo", "--port", "0", "--log-level", "warning"])


class BrowserCase(unittest.TestCase):
    """A test with its own database file, bazaar-web on it and a browser: `self.open(path)`, `self.submit(...)`."""

    #: SQL run on the database after it is made and seeded, before the browser comes (rows a test needs).
    rows_sql = None
    language = "en"
    #: Whether bazaar-web runs on a bazaar-server (on SQLite) instead of a database file of its own.
    on_server = False

    def setUp(self):
        folder = tempfile.TemporaryDirectory(prefix="bazaar-browser-")
        self.addCleanup(folder.cleanup)
        database = os.path.join(folder.name, "bazaar.sqlite")
        if self.rows_sql:
            web_app(database).stop()  # makes, migrates and seeds it
            with sqlite3.connect(database) as connection:
                connection.executescript(self.rows_sql)
            connection.close()
        if self.on_server:
            server = bazaar_server(database)
            self.addCleanup(server.stop)
            self.app = web_app(server=server.url)
        else:
            self.app = web_app(database)
        self.addCleanup(self.app.stop)
        self.driver = type(self).browser
        self.addCleanup(self.driver.delete_all_cookies)

    @classmethod
    def setUpClass(cls):
        """One browser for the class's tests (a start costs more than a test); each test has its own app."""
        cls.browser = chromium(cls.language)
        cls.addClassCleanup(cls.browser.quit)

    # What a person does

    def open(self, path):
        with self.loading(path):
            self.driver.get(self.app.url + path)

    def submit(self, command, **fields):
        """Fills the form of the screen's command `command` and clicks its button."""
        form = self.driver.find_element(By.ID, "command-" + command)
        for name, value in fields.items():
            field = form.find_element(By.NAME, name)
            if field.tag_name == "select":  # yes or no
                Select(field).select_by_value(value)
                continue
            if field.get_attribute("type") == "date":  # typed as the browser's locale writes a date; set as the form sends it
                self.driver.execute_script("arguments[0].value = arguments[1]", field, value)
                continue
            field.clear()
            field.send_keys(value)
        self.click(form.find_element(By.TAG_NAME, "button"))

    def answer(self, button):
        """Clicks the question's button whose value is `button` (`yes`, `no`)."""
        self.click(self.driver.find_element(By.CSS_SELECTOR, f'dialog form button[value="{button}"]'))

    def click(self, element):
        """Clicks `element` (a button or a link) and waits until the page it brings has replaced this one: a form
        is posted as a task after the click returns, so the next look at the page would otherwise see this one."""
        page = self.driver.find_element(By.TAG_NAME, "html")
        with self.loading("the page a click brings"):
            element.click()
            self.wait_for_a_new_page(page)

    def back(self):
        """Browser Back, once the page before has replaced this one."""
        page = self.driver.find_element(By.TAG_NAME, "html")
        with self.loading("the page before"):
            self.driver.back()
            self.wait_for_a_new_page(page)

    def wait_for_a_new_page(self, page):
        def gone(_):
            try:
                page.is_enabled()
                return False
            except WebDriverException:  # stale, or its node no longer in any document
                return True
        WebDriverWait(self.driver, NAVIGATION_LIMIT, poll_frequency=0.02).until(gone)

    @contextlib.contextmanager
    def loading(self, what):
        """Fails the test when a page does not come within the bound (the driver's page load bound, `chromium()`,
        or the wait for a new page), saying what bazaar-web wrote: a hang names who did not answer."""
        try:
            yield
        except TimeoutException:
            self.fail(f"{what} did not load in {NAVIGATION_LIMIT} s; {self.app.said()}")

    def log_in(self, password=DEMO_PASSWORD):
        self.open("/")
        self.submit("email", address=DEMO_EMAIL)
        self.submit("password", secret=password)
        self.submit("submit")

    # What a person sees

    @property
    def path(self):
        return self.driver.current_url[len(self.app.url):]

    def heading(self):
        return self.driver.find_element(By.TAG_NAME, "h1").text

    def texts(self, selector):
        return [element.text for element in self.driver.find_elements(By.CSS_SELECTOR, selector)]

    def alerts(self):
        return self.texts('[role="alert"]')

    def statuses(self):
        return self.texts('[role="status"]')

    def fields(self):
        """The definition list's values by label."""
        labels = self.texts("dl dt")
        return dict(zip(labels, self.texts("dl dd")))

    def rows(self):
        return [[cell.text for cell in row.find_elements(By.TAG_NAME, "td")]
                for row in self.driver.find_elements(By.CSS_SELECTOR, "tbody tr")]

    def assert_no_script_ran(self):
        try:
            alert = self.driver.switch_to.alert
        except NoAlertPresentException:
            return
        self.fail("a script ran and opened an alert: " + alert.text)

    def shot(self, name):
        """Keeps a screenshot of the page as a test artifact."""
        os.makedirs(SCREENSHOTS, exist_ok=True)
        self.driver.save_screenshot(os.path.join(SCREENSHOTS, name + ".png"))


def chromium(language):
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=900,900", f"--lang={language}", f"--accept-lang={language}"]:
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    driver = webdriver.Chrome(options=options, service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")))
    # A page that does not load within the bound fails the command that asked for it (a click, `get`), well
    # before the driver's own connection gives up (120 s), which says nothing of why.
    driver.set_page_load_timeout(NAVIGATION_LIMIT)
    return driver
