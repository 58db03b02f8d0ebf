# Topochess build. `make run` and `make test` do all set-up on a fresh machine.
SHELL := /bin/bash
NODE_MODULES := node_modules/.install-stamp
BUNDLE := dist/bundle/main.cjs
BINARY := dist/topochess
COMMIT_STAMP := dist/bundle/commit
SOURCES := $(shell find src protocol engines -name '*.ts' -o -name '*.json' 2>/dev/null) scripts/bundle.mjs scripts/esbuild-options.mjs
RELEASE_SCRIPTS := $(wildcard scripts/release/*.mjs) scripts/make-binary.sh
VERSION := $(shell node -p "require('./package.json').version")
DEB := dist/release/topochess_$(VERSION)_amd64.deb
NPM_PACKAGE := dist/release/topochess-$(VERSION).tgz
RELEASE_SUMS := dist/release/SHA256SUMS
RELEASE_NOTES := dist/release/RELEASE-NOTES.md
DOCS := $(wildcard docs/*.md docs/*/*.md)
WEB := dist/web/index.html
WEB_TYPES := dist/npm/web.d.ts

BOOK_VARIANTS := normal msg stack sesqui besiege salmon cylinder
BOOK_SEED ?= 2026

.PHONY: books all install build typecheck typecheck-node typecheck-browser typecheck-page-tests family lint eslint prettier-check format check run test unit bench bench-check smp latency fuzz soak dist system-deps clean release release-files release-deps deb pack diagrams web FORCE

all: build

$(NODE_MODULES): package.json package-lock.json
	npm ci --no-audit --no-fund
	@node scripts/fide-family.mjs
	@touch $@

install: $(NODE_MODULES)

## Node code, the board page's browser code (DOM types; Node's only for the types it imports from shared modules) and
## the tests that drive the page (both) are checked separately, so that DOM types are not visible to Node code.
typecheck: typecheck-node typecheck-browser typecheck-page-tests

typecheck-node: family
	npx tsc -p tsconfig.json

typecheck-browser: family
	npx tsc -p tsconfig.browser.json

typecheck-page-tests: family
	npx tsc -p tsconfig.page-tests.json

# The FIDE-board family's copies (scripts/fide-family.mjs), written once before the checks that read them.
family: $(NODE_MODULES)
	@node scripts/fide-family.mjs

## The house style: typescript-eslint (type-aware, with the layer rules) and prettier (width 120).
lint: eslint prettier-check

eslint: family
	npx eslint --max-warnings 0 .

prettier-check: $(NODE_MODULES)
	npx prettier --check --log-level warn "**/*.{ts,mjs,json}"

## Formats every TypeScript, script and JSON file in place.
format: $(NODE_MODULES)
	npx prettier --write --log-level warn "**/*.{ts,mjs,json}"

## typecheck + lint + format check (two at a time) + unit tests: the quick gate before a commit.
check:
	@$(MAKE) --no-print-directory -j2 --output-sync=target typecheck lint
	@$(MAKE) --no-print-directory unit

# The bundle names its commit (`topochess --version`): rebuilt when the checked-out commit changes.
$(COMMIT_STAMP): FORCE | $(NODE_MODULES)
	@mkdir -p $(@D)
	@commit=$$(node --input-type=module -e "import('./scripts/esbuild-options.mjs').then((m) => console.log(m.gitCommit()))"); \
	  [ "$$(cat $@ 2>/dev/null)" = "$$commit" ] || echo "$$commit" > $@

# The rules pages (docs/variants/*.md) and their pictures' list are embedded for `topochess gui`'s /rules/ pages, and
# the opening books (books/*.epd) for `topochess match`.
$(BUNDLE): $(NODE_MODULES) $(SOURCES) $(COMMIT_STAMP) $(wildcard docs/variants/*.md) $(wildcard books/*.epd) scripts/diagrams.mjs
	node scripts/bundle.mjs

build: typecheck $(BUNDLE)

## The static site in dist/web/ (board page, engine worker, service worker, rules pages; docs/web.md) and the npm
## package's browser entry in dist/npm/ (`topochess/web`: web.mjs and its types).
web: $(WEB)

$(WEB): $(NODE_MODULES) $(SOURCES) scripts/web.mjs $(COMMIT_STAMP) $(wildcard docs/variants/*.md) scripts/diagrams.mjs
	node scripts/web.mjs
	npx tsc src/web/api.ts --declaration --emitDeclarationOnly --strict --skipLibCheck --lib ES2022,DOM \
	  --module es2022 --target es2022 --outDir dist/npm/types
	mv dist/npm/types/api.d.ts $(WEB_TYPES) && rmdir dist/npm/types

## Speak UCI or XBoard on stdin/stdout.
run: build
	@node $(BUNDLE)

dist: $(BINARY)

## The pinned Node LTS of every release target, from the npm registry into ~/.cache/topochess-release (once);
## afterwards dist, release, deb and pack build offline.
release-deps:
	@node scripts/release/fetch-runtimes.mjs

$(BINARY): $(BUNDLE) $(RELEASE_SCRIPTS) | release-deps
	@bash scripts/make-binary.sh $(BUNDLE) $(BINARY)

## Archives for Linux x64/arm64, Windows x64 and macOS x64/arm64, SHA256SUMS and RELEASE-NOTES.md, in dist/release/.
## Refused when the working tree is dirty or package.json's version has no CHANGELOG.md entry.
release:
	@node scripts/release/release-notes.mjs --check
	@$(MAKE) --no-print-directory release-files

## The same files without the clean-tree check: what `make test` builds and tests, also on uncommitted changes.
release-files: $(RELEASE_NOTES)

$(RELEASE_SUMS): $(BUNDLE) $(RELEASE_SCRIPTS) README.md LICENSE $(DOCS) | release-deps system-deps
	@node scripts/release/make-release.mjs $(BUNDLE)

$(RELEASE_NOTES): $(RELEASE_SUMS) CHANGELOG.md package.json
	@node scripts/release/release-notes.mjs

## The Debian package: /usr/games/topochess, man page, XBoard plugin files, docs.
deb: $(DEB)

$(DEB): $(BINARY) $(wildcard packaging/*) README.md LICENSE $(DOCS)
	@bash scripts/release/make-deb.sh $(BINARY) $@

## The npm package (runs on the user's own Node >= 20): dist/release/topochess-<version>.tgz.
pack: $(NPM_PACKAGE)

$(NPM_PACKAGE): $(BUNDLE) $(WEB) package.json README.md LICENSE packaging/topochess.6 $(DOCS)
	@mkdir -p $(@D)
	@npm pack --pack-destination $(@D) --silent >/dev/null && echo "$@"

## Debian tools the real-client tests drive (XBoard under Xvfb, polyglot, Fairy-Max, Chromium).
system-deps:
	@bash scripts/system-deps.sh

## Every test. First the static checks and every build the tests use, two at a time (each is one process, and the
## release builds two archives at a time itself); then unit, perft and transcript tests together with the end-to-end
## files that keep time only loosely or not at all (packages, emulated and Windows binaries, batch systems, memory, the
## match runner), three files at a time (several wait on other programs: qemu, Wine, Slurm, Chromium); then the files
## that hold answers to a clock (XBoard's games, the page's clocks, the fuzz's answer times) one at a time, so that no
## other test shares the two cores with them. Tests wait on events, never on time, so a loaded core only makes them
## slower.
TEST_BUILDS := typecheck lint $(BUNDLE) web dist release-files deb pack
E2E_CLOCKED := test/e2e/xboard-match.test.ts test/e2e/gui.test.ts test/e2e/fuzz.test.ts
test: system-deps
	@$(MAKE) --no-print-directory -j2 --output-sync=target $(TEST_BUILDS)
	npx vitest run $(addprefix --exclude ,$(E2E_CLOCKED)) --maxWorkers 3
	npx vitest run $(E2E_CLOCKED) --no-file-parallelism

## Unit tests only (no binary, no GUIs): the quick loop while developing.
unit: $(NODE_MODULES)
	npx vitest run --exclude 'test/e2e/**'

## The opening books (books/<variant>.epd) that `topochess match` plays by default: 2,000 positions per two-player
## variant and 500 for salmon, made from BOOK_SEED (default 2026) by `topochess books`, two variants at a time.
books: build
	@mkdir -p books
	@printf '%s\n' $(BOOK_VARIANTS) | xargs -P 2 -I{} sh -c \
	  'count=2000; [ {} = salmon ] && count=500; node $(BUNDLE) books --variant {} --count $$count --seed $(BOOK_SEED) -o books/{}.epd'

## Redraws every picture in docs/img/ with `topochess diagram` (the list and the arguments: scripts/diagrams.mjs);
## test/docs/diagrams.test.ts fails when a committed picture differs from what the command draws now.
diagrams: $(NODE_MODULES)
	node scripts/diagrams.mjs

bench: build
	node $(BUNDLE) bench

## The bench's perft counts against their references and its node signatures against bench-signatures.txt.
bench-check: build
	@node scripts/bench-check.mjs

## Lazy SMP on this machine (figures only): time to DEPTH (default 14) on the bench positions with THREADS (default 2)
## against 1, SMP_ROUNDS times, then GAMES (default 20) of THREADS vs 1 at TC (default 5+0.05) with Elo ± error
## (SKIP_MATCH=1: none). E.g. `make smp DEPTH=12 GAMES=40`.
smp: build
	DEPTH="$(DEPTH)" ROUNDS="$(SMP_ROUNDS)" THREADS="$(THREADS)" GAMES="$(GAMES)" TC="$(TC)" VARIANT="$(VARIANT)" \
	  SKIP_MATCH="$(SKIP_MATCH)" node scripts/smp.mjs

## Self-play at volume through the match runner, not part of `make test`: GAMES per variant (default 20, about 10
## minutes on an idle 2-core machine) at TC (default 1+0.01, per seat in salmon), CONCURRENCY games at once (default:
## the cores); fails on any crash, illegal move, time forfeit or hang. E.g. `make soak GAMES=1000`.
soak: dist
	GAMES="$(GAMES)" TC="$(TC)" CONCURRENCY="$(CONCURRENCY)" VARIANTS="$(VARIANTS)" bash scripts/soak.sh

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
