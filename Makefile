# Lifeline — the two set-up commands are `make demo` and `make test`.
# Both install what is missing first: Graphviz and pkg-config (apt-get's libgraphviz-dev on
# Linux, Homebrew's graphviz on macOS) and, for the tests on Linux, chromium-headless-shell.

SWIFT       ?= swift
CONFIG      ?= debug
BUILD_FLAGS ?= -c $(CONFIG)
BIN          = $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/lifeline
OUT         ?= out
PROFILES     = ios12 ios13 ipados-multiwindow swiftui
MODELS       = app scene phase

UNAME       := $(shell uname -s)
CLANG       ?= clang

# The version, from its one place (Sources/lifeline/Support/Version.swift): what --version,
# SARIF and the man page say and what `make dist` names its archive after.
VERSION_SWIFT    = Sources/lifeline/Support/Version.swift
CURRENT_VERSION := $(shell sed -n 's/^ *static let current = "\(.*\)"$$/\1/p' $(VERSION_SWIFT))

.PHONY: all deps deps-browser build generate test test-release test-threads test-logger check-headers check-graphviz check-pm4py install install-build install-only uninstall demo traces roundtrip bench benchmarks check-instructions format lint docs fuzz clean version release dist dist-check deps-mermaid deps-plantuml playground

all: build

# apt-get install $(1) as root, or through sudo; without either, a hint and failure.
define apt_install
if [ "$$(id -u)" != "0" ]; then \
  SUDO=sudo; command -v sudo >/dev/null 2>&1 || { \
    echo "deps: $(1) missing; run 'apt-get install -y --no-install-recommends $(1)' as root" >&2; exit 1; }; \
fi; \
echo "deps: installing $(1) with apt-get"; \
$$SUDO apt-get update -qq && \
DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $(1) >/dev/null
endef

# brew install $(1), or a hint and failure without Homebrew.
define brew_install
command -v brew >/dev/null 2>&1 || { \
  echo "deps: $(1) missing; install Homebrew (https://brew.sh), then run 'brew install $(1)'" >&2; exit 1; }; \
echo "deps: installing $(1) with Homebrew"; \
brew install $(1) >/dev/null
endef

# Install Graphviz and pkg-config only when libgvc cannot be found: libgraphviz-dev with
# apt-get on Linux, graphviz with Homebrew on macOS.
deps:
	@if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libgvc; then \
	  echo "deps: libgvc $$(pkg-config --modversion libgvc) found"; \
	elif [ "$(UNAME)" = Darwin ]; then \
	  $(call brew_install,graphviz pkg-config) && \
	  pkg-config --exists libgvc && echo "deps: libgvc $$(pkg-config --modversion libgvc) installed"; \
	else \
	  $(call apt_install,libgraphviz-dev pkg-config) && \
	  pkg-config --exists libgvc && echo "deps: libgvc $$(pkg-config --modversion libgvc) installed"; \
	fi

# Install chromium-headless-shell, for the HTML report's browser test, only when it is missing
# (Linux; on macOS the browser test runs when a `chromium` is on the PATH and is skipped otherwise).
deps-browser:
	@if [ "$(UNAME)" = Darwin ]; then \
	  echo "deps: browser test needs chromium on the PATH (skipped without it on macOS)"; \
	elif command -v chromium-headless-shell >/dev/null 2>&1; then \
	  echo "deps: chromium-headless-shell found"; \
	else \
	  $(call apt_install,chromium-headless-shell) && \
	  command -v chromium-headless-shell >/dev/null && echo "deps: chromium-headless-shell installed"; \
	fi

# Mermaid 11's browser script, for the test that draws `render --format mermaid` in headless
# Chromium (MermaidBrowserTests): PyPI's artoo-mermaid wheel vendors mermaid.min.js 11.16.0,
# checked against its SHA-256, into .build/mermaid/. Without it that test is skipped.
MERMAID_VERSION = 11.16.0
MERMAID_SHA256  = 74d7c46dabca328c2294733910a8aa1ed0c37451776e8d5295da38a2b758fb9b
deps-mermaid:
	@if [ -f .build/mermaid/mermaid.min.js ]; then echo "deps: Mermaid $(MERMAID_VERSION) found"; \
	elif [ "$(UNAME)" = Darwin ]; then echo "deps: Mermaid test skipped without .build/mermaid/mermaid.min.js (LIFELINE_MERMAID_JS names another)"; else \
	  rm -rf .build/mermaid-wheel && mkdir -p .build/mermaid .build/mermaid-wheel && \
	  python3 -m pip download -q --no-deps --python-version 3.12 --only-binary=:all: \
	    "artoo-mermaid==$(MERMAID_VERSION)" -d .build/mermaid-wheel && \
	  python3 -m zipfile -e .build/mermaid-wheel/artoo_mermaid-$(MERMAID_VERSION)-py3-none-any.whl .build/mermaid-wheel/x && \
	  echo "$(MERMAID_SHA256)  .build/mermaid-wheel/x/artoo_mermaid/assets/mermaid.min.js" | sha256sum -c - >/dev/null && \
	  cp .build/mermaid-wheel/x/artoo_mermaid/assets/mermaid.min.js .build/mermaid/mermaid.min.js && \
	  rm -rf .build/mermaid-wheel && echo "deps: Mermaid $(MERMAID_VERSION) in .build/mermaid/"; fi

# Debian's PlantUML, for the test that draws the timing export (RefusalTests); skipped without.
deps-plantuml:
	@if command -v plantuml >/dev/null 2>&1; then echo "deps: plantuml found"; \
	elif [ "$(UNAME)" = Darwin ]; then $(call brew_install,plantuml); else $(call apt_install,plantuml); fi

build: deps
	$(SWIFT) build $(BUILD_FLAGS)

# The runtime's delegate protocols, their dispatch, the scenario's and adopted delegates and the
# logger's method lists, written from the model's CallbackCatalogue (Sources/generate-lifeline).
# GenerateLifelineTests, part of `make test`, fails when this would change a file.
generate:
	$(SWIFT) run generate-lifeline "$(CURDIR)"

# LIFELINE_REQUIRE_BROWSER=1 (Linux): the report's browser test runs (and fails without a
# browser) instead of skipping; so do the Mermaid 11 and PlantUML drawings of the text exports.
REQUIRE_BROWSER = $(if $(filter Darwin,$(UNAME)),0,1)
# Tests run in parallel: what measures memory or time runs the binary in a child process
# (BoundaryRunner), whose peak no other test can raise.
test: deps deps-browser deps-mermaid deps-plantuml check-headers
	LIFELINE_REQUIRE_BROWSER=$(REQUIRE_BROWSER) LIFELINE_REQUIRE_MERMAID=$(REQUIRE_BROWSER) \
	  LIFELINE_REQUIRE_PLANTUML=$(REQUIRE_BROWSER) $(SWIFT) test

# The same suite against a release build made as `make install` makes it (LIFELINE_HOT_PATH=1:
# unchecked exclusivity, cross-module optimization), which the debug build never exercises.
# SwiftPM compiles every module with -enable-testing for `swift test` (testable imports are on
# by default), so the @testable tests run too. Its own build directory, beside the debug one.
RELEASE_SCRATCH ?= .build-release
test-release: deps deps-browser check-headers
	LIFELINE_HOT_PATH=1 LIFELINE_REQUIRE_BROWSER=$(REQUIRE_BROWSER) \
	  $(SWIFT) test -c release --scratch-path $(RELEASE_SCRATCH)

# The reader's decoding thread (ReadAhead) and the importer's (LinePipeline) under
# ThreadSanitizer, which reports any access their two threads do not order (a symbol table's
# moving count, read while interning, was one).
TSAN_SCRATCH ?= .build-tsan
test-threads: deps
	$(SWIFT) test --sanitize=thread --scratch-path $(TSAN_SCRATCH) --filter 'ReadAheadTests|ImportPipelineTests'

# The logger's own package (Logger/, no dependencies, what an app adds): its tests, then its
# concurrency test under ThreadSanitizer, whose report fails the run (swift test exits 1), then
# a consumer package that depends on Logger/ alone resolves no other package and runs the DocC
# example (Scripts/logger-consumer.sh). Needs no Graphviz. Into Logger/.build and .build-tsan.
test-logger:
	$(SWIFT) test --package-path Logger
	$(SWIFT) test --package-path Logger --sanitize=thread --scratch-path Logger/.build-tsan --filter LoggerConcurrencyTests
	sh Scripts/logger-consumer.sh

# The CGraphviz headers compiled with warnings as errors: Swift reads them through a [system]
# module map, which hides every warning, and a discipline struct that no longer matches the
# installed Graphviz compiles silently and crashes at the first render (Docs/graphviz.md).
check-headers: deps
	@printf '#include "shim.h"\n' | $(CLANG) -x c -std=c11 -fsyntax-only -Wall -Wextra -Werror \
	  -Wno-unused-function -Wno-unused-parameter -ISources/CGraphviz $$(pkg-config --cflags libgvc) - \
	  && echo "check-headers: CGraphviz compiles without warnings against libgvc $$(pkg-config --modversion libgvc)"

# The whole test suite against another Graphviz install, e.g. one built from source into a
# private prefix: make check-graphviz PREFIX=/opt/graphviz-14 (here PREFIX is the Graphviz install). Its own build directory
# (SwiftPM does not rebuild after a system library's headers change), and the install's
# libraries on the test command only (both installs name libpathplan.so.4 and libxdot.so.4).
GRAPHVIZ_SCRATCH ?= .build-graphviz
check-graphviz:
	@[ -n "$(PREFIX)" ] && [ -f "$(PREFIX)/lib/pkgconfig/libgvc.pc" ] || { \
	  echo "check-graphviz: PREFIX must be a Graphviz install (PREFIX/lib/pkgconfig/libgvc.pc)" >&2; exit 2; }
	@echo "check-graphviz: libgvc $$(PKG_CONFIG_PATH="$(PREFIX)/lib/pkgconfig" pkg-config --modversion libgvc) in $(PREFIX)"
	PKG_CONFIG_PATH="$(PREFIX)/lib/pkgconfig" $(MAKE) --no-print-directory check-headers
	PKG_CONFIG_PATH="$(PREFIX)/lib/pkgconfig" $(SWIFT) build --build-tests --scratch-path $(GRAPHVIZ_SCRATCH)
	PKG_CONFIG_PATH="$(PREFIX)/lib/pkgconfig" LD_LIBRARY_PATH="$(PREFIX)/lib" \
	  $(SWIFT) test --skip-build --scratch-path $(GRAPHVIZ_SCRATCH)

# pm4py's directly-follows graph of the XES export against `lifeline stats`, every profile
# (pm4py installed in a virtual environment under .build/; not part of CI's default run).
check-pm4py: build
	sh Scripts/pm4py-check.sh

# libFuzzer targets (Fuzz/, a package of its own built with -sanitize=fuzzer,address into
# Fuzz/.build): each runs FUZZ_SECONDS from a seed corpus of the repository's inputs, then the
# trace reader (FUZZ_RELEASE_TARGET; empty skips it) once more against a release build with the
# hot-path flags;
# prints executions and findings per target and fails when any target found a crash.
FUZZ_SECONDS ?= 60
FUZZ_RELEASE_TARGET ?= trace
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_RELEASE_TARGET="$(FUZZ_RELEASE_TARGET)" bash Scripts/fuzz.sh

# make install PREFIX=/usr/local (the default; DESTDIR for packaging): the release binary
# (built with the hot-path flags, LIFELINE_HOT_PATH=1), its man page from
# swift-argument-parser's generate-manual plugin, and bash, zsh and fish completions.
# Two halves: install-build (as yourself: Graphviz if missing, the build, the man page) and
# install-only (copies, builds nothing, installs no dependency), so where PREFIX needs root,
# `make install-build && sudo make install-only` never runs Homebrew or SwiftPM as root
# (Homebrew refuses root). install-only finds the build at .build/release, without swift,
# which sudo's PATH may not have.
PREFIX      ?= /usr/local
RELEASE_BIN  = .build/release
install: install-build install-only

# On Linux the installed binary is the one `make dist` ships: the Swift runtime linked in and
# no RUNPATH, so it keeps working when the toolchain moves or is upgraded. The man page first:
# its plugin builds the product its own way, and the static build must be the last to write it.
INSTALL_STATIC = $(if $(filter Linux,$(UNAME)),--static-swift-stdlib --disable-local-rpath,)
install-build: deps
	LIFELINE_HOT_PATH=1 $(SWIFT) package plugin generate-manual --configuration release
	LIFELINE_HOT_PATH=1 $(SWIFT) build -c release --product lifeline $(INSTALL_STATIC)

install-only:
	@[ -x "$(RELEASE_BIN)/lifeline" ] || { \
	  echo "install-only: no release build in $(RELEASE_BIN); run 'make install-build' first (as yourself, not root)" >&2; exit 2; }
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man1" \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions" "$(DESTDIR)$(PREFIX)/share/zsh/site-functions" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d"
	install -m 755 -s "$(RELEASE_BIN)/lifeline" "$(DESTDIR)$(PREFIX)/bin/lifeline"
	sed 's/^\.Os$$/.Os lifeline $(CURRENT_VERSION)/' "$$(find .build/plugins -name lifeline.1 -path '*GenerateManual*' | head -n 1)" \
	  > "$(DESTDIR)$(PREFIX)/share/man/man1/lifeline.1" && chmod 644 "$(DESTDIR)$(PREFIX)/share/man/man1/lifeline.1"
	"$(RELEASE_BIN)/lifeline" --generate-completion-script bash > "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/lifeline"
	"$(RELEASE_BIN)/lifeline" --generate-completion-script zsh > "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_lifeline"
	"$(RELEASE_BIN)/lifeline" --generate-completion-script fish > "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/lifeline.fish"
	@echo "install: $(DESTDIR)$(PREFIX)/bin/lifeline $$("$(DESTDIR)$(PREFIX)/bin/lifeline" --version), man lifeline, completions for bash, zsh and fish"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/lifeline" "$(DESTDIR)$(PREFIX)/share/man/man1/lifeline.1" \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/lifeline" \
	  "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_lifeline" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/lifeline.fish"

DEMO_TRACE  ?= Traces/ios13/home-and-return.jsonl

# The main job, on a bundled trace: the same story under iOS 12 and iOS 13, the demo trace
# checked (clean, then with an injected fault), and drawn; then every reference machine.
demo: build
	@mkdir -p $(OUT)
	@echo "== Who gets called: the routing table under ios13"
	@$(BIN) model --profile ios13 | head -n 30
	@echo "== Cold launch, iOS 12 vs iOS 13 (lifeline simulate + lifeline diff)"
	@$(BIN) simulate cold-launch --profile ios12 -o $(OUT)/cold-launch-ios12.jsonl
	@$(BIN) simulate cold-launch --profile ios13 -o $(OUT)/cold-launch-ios13.jsonl
	@$(BIN) diff $(OUT)/cold-launch-ios12.jsonl $(OUT)/cold-launch-ios13.jsonl; test $$? -le 1
	@echo "== Checking the demo trace $(DEMO_TRACE)"
	@$(BIN) check $(DEMO_TRACE)
	@echo "== The same scenario with a dropped callback (exit status 1 is expected)"
	@$(BIN) simulate home-and-return --profile ios13 --mutate drop --seed 5 -o $(OUT)/home-and-return-mutated.jsonl
	@$(BIN) check $(OUT)/home-and-return-mutated.jsonl; test $$? -eq 1
	@echo "== Drawing the demo trace (state diagram, timeline, sequence) as SVG, PNG and PDF"
	@for f in svg png pdf; do for k in state timeline sequence; do \
	  $(BIN) render $(DEMO_TRACE) --kind $$k -o $(OUT)/demo-$$k.$$f || exit 1; \
	done; done
	@$(BIN) render $(OUT)/home-and-return-mutated.jsonl --kind state -o $(OUT)/demo-mutated-state.svg
	@$(BIN) render $(DEMO_TRACE) --kind timeline --format txt
	@echo "== Reference state machines"
	@$(BIN) render --list-models | while read -r m p; do for f in svg png pdf; do \
	  $(BIN) render --model $$m --profile $$p --format $$f -o $(OUT)/model-$$m-$$p.$$f || exit 1; \
	done; done
	@echo "== Teaching: cold launch under iOS 12 and iOS 13 side by side (lifeline compare)"
	@$(BIN) compare cold-launch --profiles ios12,ios13 --image $(OUT)/compare-cold-launch.svg
	@echo "== A self-contained HTML report of the demo trace (lifeline report)"
	@$(BIN) report $(DEMO_TRACE) -o $(OUT)/report.html
	@echo "demo: $$(ls $(OUT) | wc -l | tr -d ' ') files in $(OUT)/"
	@echo "demo: report written to $(OUT)/report.html; open it with:"
	@if [ "$(UNAME)" = Darwin ]; then echo "  open $(OUT)/report.html"; else echo "  xdg-open $(OUT)/report.html"; fi

# The playground on 127.0.0.1 (PLAYGROUND_PORT, default 8080): every routing stepped live in a
# browser; Ctrl-C stops it. Docs/playground.md.
PLAYGROUND_PORT ?= 8080
playground: build
	$(BIN) playground --port $(PLAYGROUND_PORT)

# Regenerates Traces/ from the built-in scenarios (and, with the renderer, their diagrams).
traces: build
	sh Scripts/traces.sh $(BIN)

# simulate --random → export --format console → import → check, every profile, 200k events
# (ROUNDTRIP_EVENTS to change); fails if the checker finds an error.
roundtrip: build
	sh Scripts/roundtrip.sh $(BIN)

# Throughput on generated 1M- and 10M-event traces, with a release build, against `wc -l` and a
# one-pass Python baseline; prints a table and writes $(OUT)/bench.json. BENCH_SIZES="1000000"
# for a shorter run.
bench: deps
	@if [ "$(UNAME)" = Darwin ]; then \
	  command -v gtime >/dev/null 2>&1 || { $(call brew_install,gnu-time); }; \
	else \
	  command -v /usr/bin/time >/dev/null 2>&1 || { $(call apt_install,time); }; \
	fi
	LIFELINE_HOT_PATH=1 $(SWIFT) build -c release
	bash Scripts/bench.sh "$$($(SWIFT) build -c release --show-bin-path)/lifeline" $(OUT)

# Micro-benchmarks (Benchmarks/, a package of its own on ordo-one's package-benchmark): each
# hot step (decoding, interning, the checker's, follower's and state diagram's steps, the
# encoder) beside a plain reference, and the commands they are part of. Release build into
# Benchmarks/.build. BENCHMARK_ARGS passes options, e.g. BENCHMARK_ARGS="--filter decode".
benchmarks: deps
	$(SWIFT) package --package-path Benchmarks benchmark $(BENCHMARK_ARGS)

# The DocC catalogue of every library product (issue 33), built with swift-docc-plugin; a
# warning (a link to a declaration the product does not show, a missing article) fails.
DOC_TARGETS = LifelineSupport LifelineModel LifelineTrace LifelineExchange LifelineRender \
  LifelineRuntime LifelineCheck LifelineTeach LifelineScan
docs: deps
	$(SWIFT) package --disable-sandbox generate-documentation --warnings-as-errors \
	  $(foreach target,$(DOC_TARGETS),--target $(target))

# The instructions of each Benchmarks/ step (lifeline-steps: simulate, check, stats, render,
# export, import on fixed generated inputs), counted by valgrind's callgrind, within ±3% of
# Benchmarks/instructions-baseline.tsv (Scripts/check-instructions.sh; Docs/performance.md).
# A release build of the libraries the steps need into Benchmarks/.build. RECORD=1 writes the
# baseline instead of comparing.
check-instructions: deps
	@command -v valgrind >/dev/null 2>&1 || { $(call apt_install,valgrind); }
	bash Scripts/check-instructions.sh $(if $(filter 1,$(RECORD)),--record) $(OUT)

# swift-format (the toolchain's `swift format`), configured by .swift-format: 4-space indent,
# lines of at most 120 characters, no semicolons joining statements. Not the Fixtures (inputs
# the scanner and importer read, kept as apps wrote them) nor the *+Generated.swift files
# (`make generate` writes those, and a test compares them with its output).
FORMAT_FILES = find Sources Tests Logger/Sources Logger/Tests Benchmarks/Sources Benchmarks/Benchmarks Fuzz/Sources \
  -name '*.swift' -not -path '*/Fixtures/*' -not -name '*+Generated.swift' -print0
format:
	$(FORMAT_FILES) | xargs -0 $(SWIFT) format format --in-place --configuration .swift-format
# What CI runs: any file `make format` would change fails (--strict turns warnings into errors).
lint:
	$(FORMAT_FILES) | xargs -0 $(SWIFT) format lint --strict --configuration .swift-format

version:
	@echo "$(CURRENT_VERSION)"

# make dist: dist/lifeline-VERSION-OS-ARCH.tar.xz and its .sha256 (Scripts/dist.sh): a stripped
# release binary with the Swift runtime and Foundation linked in (--static-swift-stdlib on
# Linux: it needs only libc, libstdc++ and Graphviz), its man page, bash, zsh and fish
# completions, LICENSE, NOTICE and SHA256SUMS; fails over 25 MB, or if the binary still needs
# a libswift*/Foundation library or carries a RUNPATH. A release build of its own in
# .build-dist (8+ minutes on two busy cores). make dist-check then runs the README's quick
# start from the archive in an empty environment with the toolchain's folder hidden.
dist: deps
	sh Scripts/dist.sh

dist-check:
	sh Scripts/dist-check.sh

# make release VERSION=x.y.z: writes x.y.z as the version, commits "Release x.y.z" and tags it
# x.y.z (annotated), then moves the branch on to NEXT (default: the next minor version, -dev),
# so the tag travels with the release commit and the branch never says a released version.
# Refuses a dirty tree, a version that is not x.y.z, an existing tag, and a version not above
# the current one. Pushing is left to you: git push && git push origin x.y.z.
release:
	@VERSION="$(VERSION)" NEXT="$(NEXT)" sh Scripts/release.sh

clean:
	rm -rf .build $(GRAPHVIZ_SCRATCH) $(RELEASE_SCRATCH) .build-dist dist Fuzz/.build Benchmarks/.build $(OUT) \
	  Logger/.build Logger/.build-tsan .build-logger-consumer
