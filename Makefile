# Topochess build. `make run` and `make test` do all set-up on a fresh machine.
SHELL := /bin/bash
NODE_MODULES := node_modules/.install-stamp
BUNDLE := dist/bundle/main.cjs
BINARY := dist/topochess
SOURCES := $(shell find src protocol engines -name '*.ts' 2>/dev/null) scripts/bundle.mjs scripts/esbuild-options.mjs

.PHONY: all install build typecheck run test unit bench latency fuzz dist system-deps clean

all: build

$(NODE_MODULES): package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

install: $(NODE_MODULES)

typecheck: $(NODE_MODULES)
	npx tsc -p tsconfig.json

$(BUNDLE): $(NODE_MODULES) $(SOURCES)
	node scripts/bundle.mjs

build: typecheck $(BUNDLE)

## Speak UCI or XBoard on stdin/stdout.
run: build
	@node $(BUNDLE)

dist: $(BINARY)

$(BINARY): $(BUNDLE) scripts/make-binary.sh
	bash scripts/make-binary.sh $(BUNDLE) $(BINARY)

## Debian tools the real-client tests drive (XBoard under Xvfb, polyglot, Fairy-Max, Chromium).
system-deps:
	@bash scripts/system-deps.sh

## Every test: unit, perft and transcripts in parallel, then the packaged binary and real GUIs one file at a time
## (the timed XBoard games must not share the two cores with perft tests).
test: build dist system-deps
	npx vitest run --exclude 'test/e2e/**'
	npx vitest run test/e2e --no-file-parallelism

## Unit tests only (no binary, no GUIs): the quick loop while developing.
unit: $(NODE_MODULES)
	npx vitest run --exclude 'test/e2e/**'

bench: build
	node $(BUNDLE) bench

## How fast isready, stop, ?, ping and quit are answered (figures only; tests never assert times). ROUNDS=5.
ROUNDS ?= 5
latency: dist
	node scripts/latency.mjs $(BINARY) $(ROUNDS)

## A longer protocol fuzz of the binary than `make test` runs: N lines per dialect from SEED (FUZZ_LOG=dir keeps
## transcripts). A failure prints its seed and the transcript tail.
N ?= 20000
SEED ?= $(shell date +%s)
fuzz: dist
	@echo "fuzz: $(N) lines per dialect, seed $(SEED)"
	FUZZ_LINES=$(N) FUZZ_SEED=$(SEED) npx vitest run test/e2e/fuzz.test.ts

clean:
	rm -rf dist
