#!/usr/bin/env bash
# Checks the catalogs of words (make test): every key said in every language with the same arguments, every
# key used, and no sentence written outside a Words/ folder in the modules that show text. The rules are in
# scripts/WordsCheck.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
swift scripts/WordsCheck.swift .
