"""The skeleton's screens in a real browser: log in with the forms or the password dialog, log out, a path
that is no page, Japanese by the browser's language and by the switch."""

from bazaar_browser import DEMO_EMAIL, DEMO_PASSWORD, BrowserCase
from selenium.webdriver.common.by import By


class LoginTests(BrowserCase):
    def test_logging_in_with_the_forms_opens_home_and_logging_out_comes_back(self):
        self.open("/")
        self.assertEqual(self.path, "/login")
        self.assertEqual(self.driver.title, "Log in")
        self.shot("login")
        self.submit("email", address=DEMO_EMAIL)
        self.submit("password", secret=DEMO_PASSWORD)
        self.submit("submit")
        self.assertEqual(self.path, "/home")
        self.assertIn("Demo", self.heading())
        self.shot("home")
        self.assertNotIn(DEMO_PASSWORD, self.driver.page_source)
        self.click(self.driver.find_element(By.CSS_SELECTOR, "#logout button"))
        self.assertEqual(self.path, "/login")
        self.assertTrue(self.statuses())

    def test_a_password_asked_for_is_a_dialog(self):
        self.open("/")
        self.submit("email", address=DEMO_EMAIL)
        self.submit("password")
        dialog = self.driver.find_element(By.TAG_NAME, "dialog")
        self.shot("password-dialog")
        dialog.find_element(By.NAME, "secret").send_keys(DEMO_PASSWORD)
        self.click(dialog.find_element(By.CSS_SELECTOR, "button:not([value])"))
        self.submit("submit")
        self.assertEqual(self.path, "/home")

    def test_a_wrong_password_is_an_alert(self):
        self.log_in(password="not-the-password")
        self.assertEqual(self.path, "/login")
        self.assertTrue(self.alerts())
        self.assertNotIn("not-the-password", self.driver.page_source)

    def test_failed_logins_are_slowed_as_the_server_slows_them(self):
        """A network reaches bazaar-web: past five wrong passwords for one account, a login is refused before its
        password is checked, and says how long to wait (a reviewer guessed without any limit)."""
        for _ in range(5):
            self.log_in(password="not-the-password")
            self.assertIn("Wrong email or password.", self.alerts())
        self.log_in()
        self.assertEqual(self.path, "/login")
        self.assertRegex(" ".join(self.alerts()), r"Too many failed logins\. Try again in \d+ seconds?\.")

    def test_a_path_that_is_no_page_says_so_and_leaves_the_session_as_it_was(self):
        # A browser asks for /favicon.ico on its own: that cancelled the question the page before asked.
        self.open("/")
        self.submit("email", address=DEMO_EMAIL)
        self.submit("password")
        self.open("/no/such/page")
        self.assertEqual(self.alerts(), ["There is no such page."])
        self.open("/login")
        dialog = self.driver.find_element(By.TAG_NAME, "dialog")
        dialog.find_element(By.NAME, "secret").send_keys(DEMO_PASSWORD)
        self.click(dialog.find_element(By.CSS_SELECTOR, "button:not([value])"))
        self.submit("submit")
        self.assertEqual(self.path, "/home")

    def test_a_deep_link_before_logging_in_asks_to_log_in_first(self):
        self.open("/home")
        self.assertEqual(self.path, "/login")
        self.assertTrue(self.alerts())

    def test_the_language_switch_starts_over_in_the_other_language(self):
        self.open("/")
        self.click(self.driver.find_element(By.CSS_SELECTOR, "#language button"))
        self.assertEqual(self.driver.find_element(By.TAG_NAME, "html").get_attribute("lang"), "ja")
        self.assertNotEqual(self.driver.title, "Log in")


class JapaneseLoginTests(BrowserCase):
    language = "ja"

    def test_a_browser_that_asks_for_japanese_gets_it(self):
        self.log_in()
        self.assertEqual(self.driver.find_element(By.TAG_NAME, "html").get_attribute("lang"), "ja")
        self.assertEqual(self.path, "/home")
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "#logout button").text, "ログアウト")
        self.shot("home.ja")


class LoginOnServerTests(BrowserCase):
    on_server = True

    def test_logging_in_on_a_server(self):
        self.log_in()
        self.assertEqual(self.path, "/home")
        self.assertIn("Demo", self.heading())
        self.click(self.driver.find_element(By.CSS_SELECTOR, "#logout button"))
        self.assertEqual(self.path, "/login")
