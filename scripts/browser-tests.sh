#!/usr/bin/env bash
# The browser suites (Tests/Browser, and each feature tree's Modules/FEATURE/BrowserTests): bazaar-web driven
# in headless Chromium by Selenium, as a person clicks. Needs Debian's chromium and chromium-driver (installed
# with apt-get as root or with passwordless sudo; otherwise it says what to type), and Selenium from PyPI
# (into the build folder's selenium, .build/selenium by default). Screenshots are kept in the build folder's
# browser-screenshots.
#
#   bash scripts/browser-tests.sh [path/to/bazaar-web]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/build-folder.sh # $build
binary=${1:-$build/debug/bazaar-web}
selenium=4.51.0

[ -x "$binary" ] || { echo "browser: no $binary: build it with make test-web" >&2; exit 1; }
missing=()
# CHROMIUM and CHROMEDRIVER name a browser and its driver installed another way (bazaar_browser.py reads them).
[ -n "${CHROMIUM:-}" ] || command -v chromium >/dev/null 2>&1 || missing+=(chromium)
[ -n "${CHROMEDRIVER:-}" ] || command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
if [[ " ${missing[*]} " == *" chromium"* ]] && grep -qs '^ID=ubuntu' /etc/os-release; then
    echo "browser: Ubuntu has no chromium-driver package (its Chromium is a snap): install Chromium and its chromedriver," >&2
    echo "browser: then run again with CHROMIUM=/path/to/chromium CHROMEDRIVER=/path/to/chromedriver" >&2
    exit 1
fi
# A font with Japanese in it, for the Japanese pages' screenshots.
if ! command -v fc-list >/dev/null 2>&1 || [ -z "$(fc-list :lang=ja 2>/dev/null)" ]; then missing+=(fonts-ipafont-gothic); fi
source scripts/packages.sh
apt_install browser "${missing[@]}"
python_venv browser "$build/selenium" "selenium==$selenium"
# Selenium finds nothing to download: the browser and its driver are named. The server a suite starts and the
# screenshots are the build folder's too (bazaar_browser.py's defaults are .build's).
export SE_OFFLINE=true PYTHONDONTWRITEBYTECODE=1
export BAZAAR_SERVER_BINARY="${BAZAAR_SERVER_BINARY:-$build/debug/bazaar-server}" BAZAAR_SCREENSHOTS="${BAZAAR_SCREENSHOTS:-$build/browser-screenshots}"
BAZAAR_WEB_BINARY="$binary" "$build/selenium/bin/python" Tests/Browser/run.py
