# Bazaar — the commands a team types. `make help` lists them.

SWIFT        ?= swift
# A toolchain in /opt/swift (as on the CI image) is used when none is on PATH.
export PATH  := $(PATH):/opt/swift/usr/bin
# An import that Package.swift does not declare fails the build.
STRICT       := --explicit-target-dependency-import-check=error
# The build folder (SwiftPM's scratch path) of both packages, .build unless BUILD_FOLDER names another. The
# server's package builds in the app's: the modules and libraries both use (GRDB, swift-crypto, Models, Storage,
# each feature's…) are compiled once, not once per package. make check-generators builds its new app in the
# template's, so the libraries are not compiled again there either.
BUILD_FOLDER := $(or $(BUILD_FOLDER),$(CURDIR)/.build)
export BUILD_FOLDER
SCRATCH      := --scratch-path "$(BUILD_FOLDER)"
SERVER       := --package-path Server $(SCRATCH)
# Every feature, whatever the shell says: BAZAAR_FEATURE=NAME builds one feature alone, and only make
# test-feature sets it (scripts/test-feature.sh).
unexport BAZAAR_FEATURE
# The app's suites that run against a bazaar-server when given one (make test-server, make test-feature).
export AGAINST_SERVER := ServerModeTests|JSONLinesEndToEndTests|LostAnswerTests
PREFIX       ?= /usr/local
ARGS         ?=
# The app, and what it is built from: `make run` builds first only when one of these is newer
# (a no-op `swift build` alone takes a second or more).
BIN          := $(BUILD_FOLDER)/debug/bazaar
SOURCES      := Package.swift Package.resolved App Modules
# The Swift we write (the API's generated code is the generator's, and is never formatted by hand).
OUR_SWIFT     = $(shell find App Modules Tests scripts $(wildcard Server/Package.swift Server/Sources Server/Modules Server/Tests) -name '*.swift' \
	-not -path '*/Generated/*' -not -path '*/.build/*' | LC_ALL=C sort)

.DEFAULT_GOAL := help
.PHONY: help deps build run test test-app sanitize check-core coverage lint format graph features screen usecase feature remove-feature remove-usecase remove-screen transcripts mutants test-feature bench bench-build install install-app clean

help: ## Show this list.
	@awk 'BEGIN {FS = ":.*## "} /^[a-z-]+:.*## / {printf "  make %-17s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

deps: ## Check (and, as root, install) the toolchain and system libraries.
	@bash scripts/deps.sh

build: deps ## Build everything, warnings as errors.
	$(SWIFT) build $(SCRATCH) $(STRICT)

run: ## Run the app (pass flags with ARGS="--latency 500ms"); builds first when a source changed.
	@if [ ! -x "$(BIN)" ] || [ -n "$$(find $(SOURCES) -newer "$(BIN)" -print -quit 2>/dev/null)" ]; then \
		$(MAKE) --no-print-directory build && touch "$(BIN)"; fi
	@"$(BIN)" $(ARGS)

test: test-app test-server ## Run every module's tests, the end-to-end tests and the server's (SQLite and PostgreSQL).

test-app: deps ## Run the app's tests only: every module's and the end-to-end tests (a run past TEST_RUN_LIMIT s, 1500 by default, is stopped).
	@bash scripts/checks.sh
	bash scripts/test-guard.sh $(SWIFT) test $(SCRATCH) $(STRICT)

test-server: deps ## Run the server's tests (the contract suite on SQLite and a throwaway PostgreSQL, the HTTP API), then the app's against a server.
	$(SWIFT) build $(STRICT) $(SERVER) --build-tests
	$(SWIFT) build $(SCRATCH) $(STRICT) --build-tests
	@BAZAAR_SERVER_BINARY="$(BUILD_FOLDER)/debug/bazaar-server" bash scripts/postgres.sh bash -c '\
		bash scripts/test-guard.sh $(SWIFT) test $(STRICT) $(SERVER) --skip-build && \
		echo "The app with --server: every transcript and the --json session (and, for each feature, a write whose answer is lost), against bazaar-server on SQLite and PostgreSQL" && \
		bash scripts/test-guard.sh $(SWIFT) test $(SCRATCH) $(STRICT) --skip-build --filter "$(AGAINST_SERVER)"'
	@bash scripts/contract.sh "$(BUILD_FOLDER)/debug/bazaar-server"
	@bash scripts/browser-tests.sh "$(BUILD_FOLDER)/debug/bazaar-web"

test-feature: deps ## Run one feature's, use case's or screen's tests on every layer, app and server, and say how many ran: NAME=notes.
	@bash scripts/test-feature.sh "$(NAME)"

test-web: deps ## Run the browser suites: bazaar-web in headless Chromium (installed with apt-get), driven by Selenium.
	$(SWIFT) build $(STRICT) $(SERVER) --product bazaar-web
	$(SWIFT) build $(STRICT) $(SERVER) --product bazaar-server
	@bash scripts/browser-tests.sh "$(BUILD_FOLDER)/debug/bazaar-web"

bench-web: deps ## Benchmark bazaar-web (release) with wrk: p50 and p99 of a signed-in browser's pages, memory over a minute.
	@bash scripts/bench-web.sh

web: deps ## Serve the app's screens as web pages on http://127.0.0.1:8080/ (bazaar's database; ARGS="--port 9000", "--server URL").
	$(SWIFT) build $(STRICT) $(SERVER) --product bazaar-web
	"$(BUILD_FOLDER)/debug/bazaar-web" $(ARGS)

test-contract: deps ## Run schemathesis (installed from PyPI) against bazaar-server: every answer in the contract, never a 5xx.
	$(SWIFT) build $(STRICT) $(SERVER) --product bazaar-server
	@bash scripts/contract.sh "$(BUILD_FOLDER)/debug/bazaar-server"

# LeakSanitizer takes memory that Swift's runtime, Foundation and XCTest keep for the whole run as leaked
# (a pointer kept in an enum's payload with tag bits does not look like one), so leak checks are off unless
# ASAN_OPTIONS says otherwise. The end-to-end tests pass ASAN_OPTIONS and TSAN_OPTIONS on to `bazaar`.
sanitize: deps ## Run every test under AddressSanitizer, then ThreadSanitizer (own build folders).
	ASAN_OPTIONS="$${ASAN_OPTIONS:-detect_leaks=0}" $(SWIFT) test $(STRICT) --sanitize=address --scratch-path "$(BUILD_FOLDER)/sanitize-address"
	TSAN_OPTIONS="$${TSAN_OPTIONS:-atexit_sleep_ms=0}" $(SWIFT) test $(STRICT) --sanitize=thread --scratch-path "$(BUILD_FOLDER)/sanitize-thread"

check-core: ## Prove the core builds without libedit or SQLite, and that another package can depend on it.
	@bash scripts/check-core.sh

coverage: deps ## Run the tests with coverage; print a per-file report of our code and each module's line coverage.
	$(SWIFT) test $(SCRATCH) $(STRICT) --enable-code-coverage
	@llvm_cov=$$(command -v /opt/swift/usr/bin/llvm-cov || command -v llvm-cov); \
	bin=$$($(SWIFT) build $(SCRATCH) --show-bin-path); \
	$$llvm_cov report "$$bin/BazaarPackageTests.xctest" -object "$$bin/bazaar" -instr-profile "$$bin/codecov/default.profdata" \
		-ignore-filename-regex '(\.build|Tests)/' | awk '{ print } \
		/^Modules\// { split($$1, path, "/"); lines[path[2]] += $$8; missed[path[2]] += $$9 } \
		END { print "\nLine coverage by module:"; for (m in lines) printf "  %-12s %6.2f%%\n", m, 100 * (lines[m] - missed[m]) / lines[m] | "sort" }'

lint: ## Check formatting and style with swift-format (fails on any finding).
	@echo "swift format lint --strict Package.swift App Modules Tests scripts$(if $(wildcard Server), Server) (every Swift file but generated code)"
	@$(SWIFT) format lint --strict Package.swift $(OUR_SWIFT)

format: ## Format every Swift file in place with swift-format (and refresh the README's copies of the examples).
	@$(SWIFT) format --in-place Package.swift $(OUR_SWIFT)
	@bash scripts/readme-examples.sh

graph: ## Redraw the module graph in docs/modules.md from Package.swift.
	@bash scripts/graph.sh

features: ## Write the composition roots' lists of features again from each package's `features` (after one added by hand).
	@bash scripts/features.sh

.PHONY: server server-postgres api test-server test-contract test-web web bench-web bench-server
server: deps ## Build and start bazaar-server on 127.0.0.1:8080 (SQLite; flags with ARGS="--port 9000 --seed-demo").
	@$(SWIFT) build $(STRICT) $(SERVER) --product bazaar-server
	@"$(BUILD_FOLDER)/debug/bazaar-server" $(ARGS)

server-postgres: deps ## Start bazaar-server on a throwaway PostgreSQL, removed when it stops (Ctrl-C); flags with ARGS="--seed-demo".
	@$(SWIFT) build $(STRICT) $(SERVER) --product bazaar-server
	@bash scripts/postgres.sh sh -c 'exec "$(BUILD_FOLDER)/debug/bazaar-server" --database-url "$$BAZAAR_TEST_POSTGRES" "$$@"' bazaar-server $(ARGS)

api: ## Regenerate the HTTP contract's Swift (Modules/API/Generated) from Modules/API/openapi.yaml.
	@bash scripts/api.sh

screen: ## Add a screen, wired in: make screen NAME=Profile [PARENT=home] [USECASE=expenseSummary], or under a feature's id: PARENT=notes/ID.
	@bash scripts/new-screen.sh "$(NAME)" "$(or $(PARENT),home)" "$(USECASE)"

usecase: ## Add a use case, wired in: make usecase NAME=TopUp [TAKES="amount:Int(1...50000) note:String?"], or one the server serves: NAME=ExpenseSummary RETURNS="total:Int count:Int" [SERVED=GET:/v1/expense-summary].
	@bash scripts/new-usecase.sh "$(NAME)" "$(TAKES)" "$(RETURNS)" "$(SERVED)"

feature: ## Add a stored, tested feature on every layer: make feature NAME=Note FIELDS="title:String(1...80) body:String?".
	@bash scripts/new-feature.sh "$(NAME)" "$(FIELDS)" "$(PLURAL)"

remove-feature: ## Take a feature out as make feature put it in: its folders and hub lines; refused while other code uses it (FORCE=1).
	@FORCE="$(FORCE)" bash scripts/remove-feature.sh "$(NAME)"

remove-usecase: ## Take a use case out as make usecase put it in: its folders and hub lines; refused while a screen loads it (FORCE=1).
	@REMOVE_KIND=usecase FORCE="$(FORCE)" bash scripts/remove-feature.sh "$(NAME)"

remove-screen: ## Take a screen out as make screen put it in: its folders, transcript and hub lines; refused while other code uses it (FORCE=1).
	@FORCE="$(FORCE)" bash scripts/remove-screen.sh "$(NAME)"

# example-begin
.PHONY: new-app check-generators
new-app: ## Start a new app from this template: make new-app NAME=ledger DIR=../ledger.
	@bash scripts/new-app.sh "$(NAME)" "$(DIR)"

check-generators: deps ## Run every generator in a throwaway new app (made, removed, then all kept), and its tests (CI runs it).
	@bash scripts/check-generators.sh

# example-end

transcripts: ## Re-record every transcript (each feature tree's, Modules/*/Transcripts) after an intended change.
	@bash scripts/transcripts.sh

mutants: deps ## Mutation testing: apply each mutant in Tests/Mutants.txt and each tree's Mutants.txt, run its tests, print the score (ONLY=Login).
	@bash scripts/mutants.sh "$(ONLY)"

bench-build: deps ## Time a fresh clone's make test phase by phase, then the edit loop: a no-op make test, a view model touched, a model touched.
	@bash scripts/bench-build.sh

install: deps ## Install bazaar, bazaar-remote and bazaar-server, as make bench measures them (manual pages for bazaar and bazaar-server), under PREFIX (/usr/local).
	@bash scripts/install.sh "$(PREFIX)" all

install-app: deps ## Install the app alone (bin/bazaar, its manual page, and bin/bazaar-remote beside it) under PREFIX (/usr/local).
	@bash scripts/install.sh "$(PREFIX)" app

bench: deps ## Run the benchmarks against their targets (release build).
	@bash scripts/bench.sh

bench-server: deps ## Benchmark bazaar-server (release) with wrk against each feature tree's floor (Server/Modules/*/Bench/bench-server.sh), against its goals.
	@set -e; found=; for script in Server/Modules/*/Bench/bench-server.sh; do [ -f "$$script" ] || continue; found=1; bash "$$script"; done; \
	[ -n "$$found" ] || echo "bench-server: no feature tree has a server benchmark (Server/Modules/NAME/Bench/bench-server.sh)"

clean: ## Remove build products.
	$(SWIFT) package clean
	rm -rf "$(BUILD_FOLDER)"
