# Topochess build. `make run` and `make test` do all set-up on a fresh machine.
SHELL := /bin/bash
NODE_MODULES := node_modules/.install-stamp
BUNDLE := dist/bundle/main.cjs
BINARY := dist/topochess
SOURCES := $(shell find src protocol engines -name '*.ts' 2>/dev/null) scripts/bundle.mjs scripts/esbuild-options.mjs

.PHONY: all install build typecheck run test unit bench bench-check soak dist system-deps clean

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

## The bench's perft counts against their references and its node signatures against bench-signatures.txt.
bench-check: build
	@node scripts/bench-check.mjs

## Self-play at volume through the match runner, not part of `make test`: GAMES per variant (default 20, about 10
## minutes on an idle 2-core machine) at TC (default 1+0.01, per seat in salmon), CONCURRENCY games at once (default:
## the cores); fails on any crash, illegal move, time forfeit or hang. E.g. `make soak GAMES=1000`.
soak: dist
	GAMES="$(GAMES)" TC="$(TC)" CONCURRENCY="$(CONCURRENCY)" VARIANTS="$(VARIANTS)" bash scripts/soak.sh

clean:
	rm -rf dist
