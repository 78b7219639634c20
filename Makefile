# Bazaar — the commands a team types. `make help` lists them.

SWIFT        ?= swift
# A toolchain in /opt/swift (as on the CI image) is used when none is on PATH.
export PATH  := $(PATH):/opt/swift/usr/bin
# An import that Package.swift does not declare fails the build.
STRICT       := --explicit-target-dependency-import-check=error
ARGS         ?=

.DEFAULT_GOAL := help
.PHONY: help deps build run test clean

help: ## Show this list.
	@awk 'BEGIN {FS = ":.*## "} /^[a-z-]+:.*## / {printf "  make %-10s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

deps: ## Check (and, as root, install) the toolchain and system libraries.
	@bash scripts/deps.sh

build: deps ## Build everything, warnings as errors.
	$(SWIFT) build $(STRICT)

run: build ## Run the app (pass flags with ARGS="--latency 500ms").
	@$$($(SWIFT) build --show-bin-path)/bazaar $(ARGS)

test: deps ## Run every module's tests and the end-to-end tests.
	$(SWIFT) build $(STRICT)
	$(SWIFT) test $(STRICT)

clean: ## Remove build products.
	$(SWIFT) package clean
	rm -rf .build
