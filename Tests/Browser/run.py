"""Runs every browser suite: the skeleton's (Tests/Browser/test_*.py), each generated feature's
(Tests/Browser/FEATURE/test_*.py) and each feature tree's (Modules/FEATURE/BrowserTests/test_*.py), with this
folder's harness importable."""

import glob
import os
import sys
import unittest

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
loader = unittest.TestLoader()
suite = unittest.TestSuite()
# This folder, a folder in it per feature `make feature` wrote, and each feature tree's.
folders = [here] + sorted(glob.glob(os.path.join(here, "*", ""))) + sorted(glob.glob("Modules/*/BrowserTests"))
for folder in [folder for folder in folders if not folder.rstrip("/").endswith("__pycache__")]:
    suite.addTests(loader.discover(folder, pattern="test_*.py", top_level_dir=folder))
result = unittest.TextTestRunner(verbosity=2).run(suite)
print(f"browser: {result.testsRun} tests, {len(result.failures) + len(result.errors)} failed")
sys.exit(0 if result.wasSuccessful() and result.testsRun > 0 else 1)
