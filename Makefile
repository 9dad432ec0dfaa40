# Lifeline — the two set-up commands are `make demo` and `make test`.
# Both install what is missing (libgraphviz-dev, pkg-config; for the tests also
# chromium-headless-shell) through apt-get first.

SWIFT       ?= swift
CONFIG      ?= debug
BUILD_FLAGS ?= -c $(CONFIG)
BIN          = $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/lifeline
OUT         ?= out
PROFILES     = ios12 ios13 ipados-multiwindow swiftui
MODELS       = app scene phase

.PHONY: all deps deps-browser build test demo traces bench clean

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

# Install libgraphviz-dev and pkg-config only when libgvc cannot be found.
deps:
	@if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libgvc; then \
	  echo "deps: libgvc $$(pkg-config --modversion libgvc) found"; \
	else \
	  $(call apt_install,libgraphviz-dev pkg-config) && \
	  pkg-config --exists libgvc && echo "deps: libgvc $$(pkg-config --modversion libgvc) installed"; \
	fi

# Install chromium-headless-shell, for the HTML report's browser test, only when it is missing.
deps-browser:
	@if command -v chromium-headless-shell >/dev/null 2>&1; then \
	  echo "deps: chromium-headless-shell found"; \
	else \
	  $(call apt_install,chromium-headless-shell) && \
	  command -v chromium-headless-shell >/dev/null && echo "deps: chromium-headless-shell installed"; \
	fi

build: deps
	$(SWIFT) build $(BUILD_FLAGS)

# LIFELINE_REQUIRE_BROWSER=1: the report's browser test runs (and fails without a browser)
# instead of skipping.
test: deps deps-browser
	LIFELINE_REQUIRE_BROWSER=1 $(SWIFT) test

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
	@echo "demo: report written to $(OUT)/report.html"

# Regenerates Traces/ from the built-in scenarios (and, with the renderer, their diagrams).
traces: build
	sh Scripts/traces.sh $(BIN)

# Throughput on generated 1M- and 10M-event traces, with a release build, against `wc -l` and a
# one-pass Python baseline; prints a table and writes $(OUT)/bench.json. BENCH_SIZES="1000000"
# for a shorter run.
bench: deps
	@command -v /usr/bin/time >/dev/null 2>&1 || { \
	  SUDO=; [ "$$(id -u)" = "0" ] || SUDO=sudo; \
	  echo "bench: installing GNU time with apt-get"; \
	  $$SUDO apt-get install -y -qq --no-install-recommends time >/dev/null; }
	$(SWIFT) build -c release
	bash Scripts/bench.sh "$$($(SWIFT) build -c release --show-bin-path)/lifeline" $(OUT)

clean:
	rm -rf .build $(OUT)
