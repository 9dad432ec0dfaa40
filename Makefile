# Lifeline — the two set-up commands are `make demo` and `make test`.
# Both install what is missing (libgraphviz-dev, pkg-config) through apt-get first.

SWIFT       ?= swift
CONFIG      ?= debug
BUILD_FLAGS ?= -c $(CONFIG)
BIN          = $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/lifeline
OUT         ?= out
PROFILES     = ios12 ios13 ipados-multiwindow swiftui
MODELS       = app scene phase

.PHONY: all deps build test demo traces clean

all: build

# Install libgraphviz-dev and pkg-config only when libgvc cannot be found.
deps:
	@if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libgvc; then \
	  echo "deps: libgvc $$(pkg-config --modversion libgvc) found"; \
	else \
	  if [ "$$(id -u)" != "0" ]; then \
	    SUDO=sudo; command -v sudo >/dev/null 2>&1 || { \
	      echo "deps: libgraphviz-dev and pkg-config are missing; run 'apt-get install -y libgraphviz-dev pkg-config' as root" >&2; exit 1; }; \
	  fi; \
	  echo "deps: installing libgraphviz-dev pkg-config with apt-get"; \
	  $$SUDO apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends libgraphviz-dev pkg-config >/dev/null && \
	  pkg-config --exists libgvc && echo "deps: libgvc $$(pkg-config --modversion libgvc) installed"; \
	fi

build: deps
	$(SWIFT) build $(BUILD_FLAGS)

test: deps
	$(SWIFT) test

# The main job: draw every reference state machine for every profile, print the routing table.
demo: build
	@mkdir -p $(OUT)
	@for p in $(PROFILES); do for m in $(MODELS); do for f in svg png pdf; do \
	  $(BIN) render --model $$m --profile $$p --format $$f -o $(OUT)/model-$$m-$$p.$$f || exit 1; \
	done; done; done
	$(BIN) model
	@echo "demo: reference diagrams written to $(OUT)/ ($$(ls $(OUT) | wc -l) files)"

clean:
	rm -rf .build $(OUT)
