# ReCurses — `make run` launches the demo, `make test` runs every test.
SWIFT ?= swift
SWIFT_FLAGS ?=
SUDO := $(shell [ "$$(id -u)" = "0" ] || echo sudo)

.PHONY: deps build run test bench fuzz clean

# Installs what the build needs when it is missing (ncursesw headers, pkg-config, tmux for the pty tests).
deps:
	@if ! pkg-config --exists ncursesw 2>/dev/null || ! command -v tmux >/dev/null; then \
		echo "Installing libncurses-dev, pkg-config and tmux…"; \
		$(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libncurses-dev pkg-config tmux; \
	fi

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

run: deps
	$(SWIFT) build $(SWIFT_FLAGS) --product recurses-demo
	@$$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)/recurses-demo $(ARGS)

test: deps
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests
	$(SWIFT) test $(SWIFT_FLAGS) --skip-build

bench: deps
	$(SWIFT) build $(SWIFT_FLAGS) -c release --product recurses-bench
	@$$($(SWIFT) build $(SWIFT_FLAGS) -c release --show-bin-path)/recurses-bench $(ARGS)

clean:
	rm -rf .build
