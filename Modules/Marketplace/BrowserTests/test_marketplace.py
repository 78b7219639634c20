"""The marketplace's screens in a real browser: browse and search, open an item by its row, Back, buy with
the confirmation, a refused purchase's alert, transactions, a deep link to an item that is not there, an
item whose name is a script (shown as text), and Japanese."""

from bazaar_browser import BrowserCase
from selenium.webdriver.common.by import By

SCRIPT_NAME = "<script>alert(1)</script>"


def buy(case, item, answer):
    """Opens item `item`'s page, presses buy and answers the confirmation `answer` (`yes`, `no`)."""
    case.open(f"/items/{item}")
    case.submit("buy")
    case.answer(answer)


class MarketplaceTests(BrowserCase):
    rows_sql = f"INSERT INTO items (name, seller, price, currency) VALUES ('{SCRIPT_NAME}', '<b>bold</b>', 500, 'JPY');"

    def test_browse_search_open_a_row_and_go_back(self):
        self.log_in()
        self.click(self.driver.find_element(By.CSS_SELECTOR, 'nav.sections a[href="/items"]'))
        self.assertEqual(self.path, "/items")
        self.assertEqual(len(self.rows()), 10)
        self.shot("items")
        self.submit("search", text="teapot")
        self.assertEqual([row[1] for row in self.rows()], ["Kyūsu teapot 急須"])
        self.click(self.driver.find_element(By.CSS_SELECTOR, 'tbody a[href="/items/3"]'))
        self.assertEqual(self.path, "/items/3")
        self.assertEqual(self.fields()["Price"], "¥3,800")
        # Back: Chromium shows the list from its cache, asking nothing. Its forms were refused (the session was on
        # the item), and a list asked for again was a new one, on its first page, the search gone.
        self.back()
        self.assertEqual(self.path, "/items")
        self.assertEqual([row[1] for row in self.rows()], ["Kyūsu teapot 急須"])
        self.submit("select", n="1")
        self.assertEqual(self.alerts(), [], "its forms act on the list shown")
        self.assertEqual(self.path, "/items/3")
        # Home, from there once it is bought, is drawn whole: its greeting too, not only the balance that changed.
        self.submit("buy")
        self.answer("yes")
        self.click(self.driver.find_element(By.CSS_SELECTOR, 'header a[href="/home"]'))
        self.assertEqual(self.path, "/home")
        self.assertEqual(self.texts("h1"), ["Welcome, Demo."])
        self.assertEqual(self.fields()["Balance"], "¥6,200")

    def test_back_from_the_confirmation_to_the_list_leaves_it_and_the_list_acts(self):
        # The list's form, on the page Back showed, was refused while the item's confirmation was open, and the
        # confirmation shown again: a person who went back from it had to find it and answer no first.
        self.log_in()
        self.open("/items")
        self.click(self.driver.find_element(By.CSS_SELECTOR, 'tbody a[href="/items/3"]'))
        self.submit("buy")
        self.back()  # the item's page before its confirmation
        self.back()  # the list's
        self.submit("select", n="4")
        self.assertEqual(self.alerts(), [])
        self.assertEqual(self.path, "/items/4")
        self.assertIn("not charged", " ".join(self.statuses() + self.texts("main p")))
        self.assertFalse(self.driver.find_elements(By.TAG_NAME, "dialog"))
        self.open("/items/3")
        self.assertEqual(self.fields()["Status"], "Available", "nothing was bought")

    def test_buy_with_the_confirmation_then_see_the_transaction(self):
        self.log_in()
        self.open("/items/3")
        self.assertEqual(self.fields()["Status"], "Available")
        self.submit("buy")
        self.assertIn("¥3,800", self.driver.find_element(By.TAG_NAME, "dialog").text)
        self.shot("confirm-purchase")
        self.answer("yes")
        self.assertIn("Bought", " ".join(self.statuses()))
        self.assertEqual(self.fields()["Status"], "Sold")
        self.shot("bought")
        self.open("/transactions")
        self.assertEqual([row[1] for row in self.rows()], ["Kyūsu teapot 急須"])
        self.click(self.driver.find_element(By.CSS_SELECTOR, "tbody a"))
        self.assertTrue(self.path.startswith("/transactions/"))
        self.assertEqual(self.fields()["Paid"], "¥3,800")

    def test_logging_out_with_the_confirmation_open_leaves_it_behind(self):
        # It stayed on the login page, the previous person's purchase asked of the next, and hid its forms.
        self.log_in()
        self.open("/items/3")
        self.submit("buy")
        self.click(self.driver.find_element(By.CSS_SELECTOR, "#logout button"))
        self.assertEqual(self.path, "/login")
        self.assertFalse(self.driver.find_elements(By.TAG_NAME, "dialog"))
        # Nor what was said of it: "Purchase cancelled. You were not charged." was on the next person's page.
        self.assertNotIn("cancelled", self.driver.find_element(By.TAG_NAME, "body").text)
        self.log_in()
        self.open("/items/3")
        self.assertEqual(self.fields()["Status"], "Available", "nothing was bought")

    def select_once_another_tab_moved_on(self, move_on, path):
        """Opens the items list, lets another tab of the session `move_on`, then posts the first tab's `select 1`:
        it acts on nothing, says so, and shows `path`, where the session is."""
        self.open("/items")
        list_tab = self.driver.current_window_handle
        self.driver.switch_to.new_window("tab")
        move_on()
        self.driver.switch_to.window(list_tab)
        self.submit("select", n="1")
        self.assertEqual(self.path, path)
        self.assertIn("That form is not on this screen any more", " ".join(self.alerts()))

    def test_a_form_of_a_page_another_tab_moved_from_acts_on_no_other_screen(self):
        # A form was matched by its command's name alone: `select 1` of the items page, posted once another tab of
        # the session showed the transactions, opened transaction 1.
        self.log_in()
        buy(self, 3, "yes")
        self.select_once_another_tab_moved_on(lambda: self.open("/transactions"), "/transactions")

    def test_a_form_of_a_list_another_tab_searched_since_acts_on_no_row(self):
        # `select 1` of the list as drawn first, posted once another tab had searched it, opened the first row of
        # the search: the item a person chose was not the one opened.
        def search():
            self.open("/items")
            self.submit("search", text="teapot")
        self.log_in()
        self.select_once_another_tab_moved_on(search, "/items")

    def test_a_yes_in_a_tab_whose_question_another_tab_replaced_buys_nothing(self):
        # The dialog's Yes answered whatever question was asked last: a Yes to "Buy the camera?" bought the
        # item another tab had asked about since.
        self.log_in()
        self.open("/items/1")
        self.submit("buy")
        first_tab = self.driver.current_window_handle
        self.driver.switch_to.new_window("tab")
        self.open("/items/2")
        self.submit("buy")
        self.driver.switch_to.window(first_tab)
        self.answer("yes")
        self.assertIn("That form is not on this screen any more", " ".join(self.alerts()))
        self.open("/transactions")
        self.assertEqual(self.rows(), [])

    def test_leaving_an_open_confirmation_says_so_once_not_on_every_look_at_the_next_item(self):
        # Opening another item with the confirmation open cancelled it, and "Purchase cancelled. You were not
        # charged." became a line of that item's page, shown on every reload of it.
        self.log_in()
        self.open("/items/4")
        self.submit("buy")
        self.open("/items/7")
        self.assertIn("not charged", " ".join(self.statuses() + self.texts("main p")))
        self.driver.refresh()
        self.assertEqual(self.path, "/items/7")
        self.assertNotIn("not charged", " ".join(self.statuses() + self.texts("main p")))

    def test_declining_the_confirmation_charges_nothing(self):
        self.log_in()
        buy(self, 3, "no")
        self.assertIn("not charged", " ".join(self.statuses() + self.texts("main p")))
        self.assertEqual(self.fields()["Status"], "Available")

    def test_a_refused_purchase_is_an_alert(self):
        self.log_in()
        buy(self, 6, "yes")
        self.assertIn("Insufficient balance", " ".join(self.alerts()))
        self.shot("purchase-refused")

    def test_a_deep_link_to_an_item_that_is_not_there_says_so(self):
        self.log_in()
        self.open("/items/9999")
        self.assertIn("9999", " ".join(self.alerts()))
        self.assertNotEqual(self.path, "/items/9999")

    def test_a_name_that_is_a_script_is_shown_as_text(self):
        self.log_in()
        self.open("/items/49")
        self.assertEqual(self.heading(), SCRIPT_NAME)
        self.assertEqual(self.fields()["Seller"], "<b>bold</b>")
        self.assert_no_script_ran()
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "main script, main b"), [])


class JapaneseMarketplaceTests(BrowserCase):
    language = "ja"

    def test_an_item_in_japanese(self):
        self.log_in()
        self.open("/items/3")
        self.assertEqual(self.driver.find_element(By.TAG_NAME, "html").get_attribute("lang"), "ja")
        self.assertNotIn("Price", self.fields())
        self.assertIn("¥3,800", self.fields().values())
        self.shot("item.ja")


class MarketplaceOnServerTests(BrowserCase):
    """The same pages on a bazaar-server's use cases (bazaar-web --server): each browser its own session there."""

    on_server = True

    def test_buy_on_the_server(self):
        self.log_in()
        buy(self, 3, "yes")
        self.assertIn("Bought", " ".join(self.statuses()))
        self.assertEqual(self.fields()["Status"], "Sold")
        buy(self, 6, "yes")
        self.assertIn("Insufficient balance", " ".join(self.alerts()))
