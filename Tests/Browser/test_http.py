"""bazaar-web's HTTP as a client that is not a browser sends it: what it refuses, and the headers every
answer has. No browser here: each request is made by hand (urllib), on the real program."""

import os
import socket
import subprocess
import tempfile
import unittest
import urllib.error
import urllib.request

from bazaar_browser import BINARY, web_app


class HTTPTests(unittest.TestCase):
    def setUp(self):
        folder = tempfile.TemporaryDirectory(prefix="bazaar-http-")
        self.addCleanup(folder.cleanup)
        self.app = web_app(os.path.join(folder.name, "bazaar.sqlite"))
        self.addCleanup(self.app.stop)

    def send(self, path, method="GET", body=None):
        request = urllib.request.Request(self.app.url + path, method=method, data=body)
        opener = urllib.request.build_opener(NoRedirects)
        try:
            with opener.open(request) as response:
                return response.status, dict(response.headers), response.read()
        except urllib.error.HTTPError as error:
            with error:
                return error.code, dict(error.headers), error.read()

    def test_a_first_visit_is_sent_to_login_with_a_session_cookie_and_the_security_headers(self):
        status, headers, _ = self.send("/")
        self.assertEqual(status, 303)
        self.assertEqual(headers["Location"], "/login")
        self.assertRegex(headers["Set-Cookie"], r"^bazaar_session=[0-9a-f]{64}; Path=/; HttpOnly; SameSite=Strict$")
        self.assertIn("default-src 'none'", headers["Content-Security-Policy"])
        self.assertEqual(headers["X-Content-Type-Options"], "nosniff")

    def test_the_style_sheet_is_served(self):
        status, headers, body = self.send("/style.css")
        self.assertEqual(status, 200)
        self.assertTrue(headers["Content-Type"].startswith("text/css"))
        self.assertIn(b"body", body)

    def test_a_post_without_its_forms_token_is_403(self):
        status, _, body = self.send("/command", "POST", b"_command=logout")
        self.assertEqual(status, 403)
        self.assertIn(b'role="alert"', body)

    def test_a_body_that_is_no_form_is_400_and_one_too_large_413(self):
        """Each is a page that says so, with the headers every answer has, as the site's own refusals are."""
        for (path, body, status) in [
            ("/command", b"_command=%zz", 400),
            ("/%E0", None, 400),
            ("/command", b"a=" + b"x" * (64 * 1024 + 1), 413),
        ]:
            answer, headers, page = self.send(path, "POST" if body else "GET", body)
            self.assertEqual(answer, status, path)
            self.assertIn(b'role="alert"', page)
            self.assertIn("default-src 'none'", headers["Content-Security-Policy"])
            self.assertEqual(headers["X-Content-Type-Options"], "nosniff")
            self.assertTrue(headers["Content-Type"].startswith("text/html"))

    def test_another_method_is_405(self):
        status, headers, _ = self.send("/home", "DELETE")
        self.assertEqual(status, 405)
        self.assertEqual(headers["Allow"], "GET, POST")

    def test_head_is_405_and_touches_no_session(self):
        # HEAD was run as GET: it opened sessions, moved a session's screen and used up its one-time messages,
        # where HEAD must change nothing (a link checker or curl -I sends it).
        status, headers, _ = self.send("/", "HEAD")
        self.assertEqual(status, 405)
        self.assertEqual(headers["Allow"], "GET, POST")
        self.assertNotIn("Set-Cookie", headers)


class ConnectionTests(unittest.TestCase):
    """One client cannot take every connection of bazaar-web: past its bound a new one from its address is
    closed unanswered, while another address is served."""

    #: How long a read may take before the test fails: a bound that names a hang, never a pause.
    HANG_GUARD = 30
    REQUEST = b"GET /style.css HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"

    def connect(self, source="127.0.0.1"):
        host, port = self.app.url.removeprefix("http://").rsplit(":", 1)
        connection = socket.create_connection((host, int(port)), timeout=self.HANG_GUARD, source_address=(source, 0))
        self.addCleanup(connection.close)
        return connection

    def test_a_connection_past_a_clients_bound_is_closed_unanswered_and_another_client_is_served(self):
        folder = tempfile.TemporaryDirectory(prefix="bazaar-http-")
        self.addCleanup(folder.cleanup)
        self.app = web_app(os.path.join(folder.name, "bazaar.sqlite"), more=["--max-connections-per-client", "2"])
        self.addCleanup(self.app.stop)
        held = [self.connect(), self.connect()]
        for connection in held:  # each answered, so each is counted, and kept open (HTTP/1.1 keeps it)
            connection.sendall(self.REQUEST)
            self.assertTrue(connection.recv(12).startswith(b"HTTP/1.1 200"))

        third = self.connect()
        third.sendall(self.REQUEST)
        try:
            answer = third.recv(1)
        except ConnectionResetError:  # closed with the request unread
            answer = b""
        self.assertEqual(answer, b"", "closed unanswered")

        other = self.connect(source="127.0.0.2")
        other.sendall(self.REQUEST)
        self.assertTrue(other.recv(12).startswith(b"HTTP/1.1 200"), "another client is served")


class FlagTests(unittest.TestCase):
    """bazaar-web's flags of where data is kept are bazaar's, checked by the same function (`Bazaar.
    validateWhereDataIsKept`) and refused in the same words, and a password in a server URL never repeated."""

    def refusal(self, *arguments):
        run = subprocess.run([BINARY, *arguments], capture_output=True, text=True, env={**os.environ, "LANG": "C"})
        self.assertNotEqual(run.returncode, 0, run.stdout)
        return run.stderr

    def test_a_server_beside_a_file_and_a_password_in_its_url_are_refused_as_bazaar_refuses_them(self):
        self.assertIn(
            "Error: --server keeps data on the server: use it without --in-memory.",
            self.refusal("--in-memory", "--server", "http://127.0.0.1:9"),
        )
        self.assertIn("Error: Use either --in-memory or --database, not both.", self.refusal("--in-memory", "--database", "x"))
        errors = self.refusal("--server", "https://demo:hunter2@")
        self.assertIn("must not hold a user name or password", errors)
        self.assertNotIn("hunter2", errors)


class NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *arguments):
        return None
