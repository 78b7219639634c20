# The build folder of both packages (SwiftPM's scratch path), named once: the Makefile's BUILD_FOLDER, or .build
# in the checkout (sourced by the scripts that build or run what was built: `source scripts/build-folder.sh`).
build=${BUILD_FOLDER:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.build}
