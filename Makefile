# ReCurses — `make run` launches the demo, `make test` runs every test.
SWIFT ?= swift
SWIFT_FLAGS ?=
SUDO := $(shell [ "$$(id -u)" = "0" ] || echo sudo)

.PHONY: deps build run release scratch-app ssh-bench-client test test-release conformance readme-blocks docs docs-browser readme-images bench bench-counts bench-instructions bench-proof fuzz fuzz-render lint format clean

# Installs what the build needs when it is missing (ncursesw headers, pkg-config, tmux for the pty tests,
# ncurses-term for the direct-colour terminal descriptions such as xterm-direct).
deps:
	@if ! pkg-config --exists ncursesw 2>/dev/null || ! command -v tmux >/dev/null || ! infocmp xterm-direct >/dev/null 2>&1; then \
		echo "Installing libncurses-dev, ncurses-term, pkg-config and tmux…"; \
		$(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libncurses-dev ncurses-term pkg-config tmux; \
	fi

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

# Release executables are fully static (`-static-executable`): the Swift runtime, libc, libstdc++,
# ncursesw and tinfo are linked in, so there is no dynamic loader at start-up, no symbol lookups and
# no shared library mapped whole; `recurses-list` starts in about 3 ms and stays near 6 MB resident
# (with `--static-swift-stdlib` alone: 4.5 ms and 8.8 MB). Debian's static ncursesw leaves terminfo to
# libtinfo, hence `-ltinfo`. The executable is not position-independent, so the loader has no
# relocations to apply. They are built in their own folder, so they never make the plain release
# build (benchmarks, tests) compile again.
# Functions get a section each and the code that runs at start-up and per key is laid out together
# (Scripts/symbol-order.txt, recorded by Scripts/record-symbol-order), so the kernel maps megabytes
# less of the executable's code: it faults code in 64 KB at a time, and scattered hot functions touch
# every block.
STATIC_FLAGS ?= -c release --static-swift-stdlib -Xswiftc -static-executable -Xlinker -ltinfo \
	-Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xlinker --symbol-ordering-file=$(CURDIR)/Scripts/symbol-order.txt -Xlinker --no-warn-symbol-ordering
STATIC_BUILD := $(SWIFT) build $(SWIFT_FLAGS) --scratch-path .build/static $(STATIC_FLAGS)
# The linker's inputs look unchanged to SwiftPM when only the symbol order changed: an executable
# older than Scripts/symbol-order.txt is deleted, so that it is linked again with the new order.
RELINK_IF_ORDER_CHANGED = for binary in $(1); do \
	[ ! Scripts/symbol-order.txt -nt "$$binary" ] || rm -f "$$binary"; done

# The executables to ship, statically linked: .build/static/release/recurses-demo and recurses-list.
release: deps
	@$(call RELINK_IF_ORDER_CHANGED,.build/static/release/recurses-demo .build/static/release/recurses-list)
	$(STATIC_BUILD) --product recurses-demo
	$(STATIC_BUILD) --product recurses-list
	@echo "static executables in $$($(STATIC_BUILD) --show-bin-path)"

run: deps
	$(SWIFT) build $(SWIFT_FLAGS) --product recurses-demo
	@$$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)/recurses-demo $(ARGS)

# `RECORD_SCREENS=1 make test` records missing and changed golden screens (the variable reaches the
# test process; with CI set nothing is ever recorded).
# README.md's Swift blocks are compiled too: Scripts/extract-readme-blocks writes them into Tests/ReadmeTests.
test: deps readme-blocks
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests
	$(SWIFT) test $(SWIFT_FLAGS) --skip-build

# The tests again, optimized: the allocation counts of zero per keystroke hold for release builds
# (`swift test` builds debug, where those suites are skipped).
test-release: deps readme-blocks
	$(SWIFT) test $(SWIFT_FLAGS) -c release --filter Allocation

# Render conformance at length, optimized: each widget's conformance run (Tests/TerminalUITests/RenderConformance)
# takes CONFORMANCE_STEPS seeded random steps (80 000 each, over a million in all), and every frame drawn
# incrementally is compared with a fresh full draw. Prints the totals per widget, then in all. The
# backends' run (Tests/CursesTerminalTests/PseudoTerminal/BackendConformanceTests) plays BACKEND_SEEDS
# sequences of BACKEND_FRAMES random frames through ncurses and the inline terminal on a pseudo-terminal,
# on an xterm model. `make fuzz-render RENDER_FUZZ_RUNS=80000` is the long run of the render fuzzer
# (over a million frames).
CONFORMANCE_STEPS ?= 80000
BACKEND_SEEDS ?= 20
BACKEND_FRAMES ?= 1500
CONFORMANCE_LOG := .build/conformance.log

conformance: deps readme-blocks
	@echo "Building the tests optimized and running the conformance suites (log: $(CONFORMANCE_LOG))…"
	@status=0; RECURSES_CONFORMANCE_STEPS=$(CONFORMANCE_STEPS) RECURSES_BACKEND_SEEDS=$(BACKEND_SEEDS) \
		RECURSES_BACKEND_FRAMES=$(BACKEND_FRAMES) $(SWIFT) test $(SWIFT_FLAGS) -c release \
		--filter Conformance > $(CONFORMANCE_LOG) 2>&1 || status=$$?; \
	grep -E '^backend conformance ' $(CONFORMANCE_LOG); \
	grep -E '^conformance ' $(CONFORMANCE_LOG) | sort; \
	grep -E -A12 '^✘ Test .*recorded an issue' $(CONFORMANCE_LOG); \
	grep -E '^conformance ' $(CONFORMANCE_LOG) | awk '{ widgets++; \
		for (i = 2; i <= NF; i++) { if ($$i == "runs,") r += $$(i-1); if ($$i == "steps,") s += $$(i-1); \
			if ($$i == "frames") f += $$(i-1); if ($$i == "differences") d += $$(i-1) } } \
		END { printf "conformance total: %d widgets, %d runs, %d steps, %d frames compared, %d differences\n", \
			widgets, r, s, f, d }'; \
	if [ $$status -ne 0 ]; then echo "conformance FAILED (the whole log: $(CONFORMANCE_LOG))"; fi; exit $$status

# The API reference, the articles and the gallery as one static site in .build/docs (Scripts/build-docs):
# fails on any DocC warning and on a public symbol without a documentation comment.
docs: deps
	SWIFT=$(SWIFT) Scripts/build-docs

# The built site in headless Chromium (installed when missing): the landing page, a module, a symbol
# page and the gallery render, with no console error; a screenshot in .build/artifacts/docs.png.
docs-browser:
	Scripts/check-docs-in-browser

# The README's pictures (Screenshots/*.svg), drawn from golden screens by recurses-gallery; committed so
# that the README shows them wherever it is read. ScreenPictureTests fails when one is out of date.
README_IMAGES := Tests/DemoTests/Screens/__Screens__/stepping-up-80x24-focused.txt \
	Tests/DemoTests/Monitor/__Screens__/monitor-100x30-table.txt

readme-images:
	$(SWIFT) build $(SWIFT_FLAGS) --product recurses-gallery
	$$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)/recurses-gallery Screenshots $(README_IMAGES)

readme-blocks:
	Scripts/extract-readme-blocks
	$(SWIFT) package --package-path .build/readme-manifest/Todo describe > /dev/null

# An app built exactly as the README says: a package of its own (the README's manifest, in a folder
# beside a link named ReCurses to this repository, as `.package(path: "../ReCurses")` expects) whose
# sources are the list example's, built with the README's release line as written there (the lines
# from `swift build -c release --static-swift-stdlib` to the first that does not end in `\`). The
# `app/` benchmarks start it as `$(SCRATCH_APP)/Todo/.build/release/Todo`. Its first build compiles
# ReCurses again, optimized (minutes); later ones rebuild what changed.
SCRATCH_APP := .build/scratch-app
README_RELEASE_LINE = sed -n '/^swift build -c release --static-swift-stdlib/,/[^\\]$$/p' $(CURDIR)/README.md

scratch-app: deps readme-blocks
	@mkdir -p $(SCRATCH_APP)/Todo/Sources/Todo $(SCRATCH_APP)/Todo/Tests/TodoTests/__Screens__
	@ln -sfn ../.. $(SCRATCH_APP)/ReCurses
	@cmp -s .build/readme-manifest/Todo/Package.swift $(SCRATCH_APP)/Todo/Package.swift || \
		cp .build/readme-manifest/Todo/Package.swift $(SCRATCH_APP)/Todo/Package.swift
	@cmp -s Package.resolved $(SCRATCH_APP)/Todo/Package.resolved || cp Package.resolved $(SCRATCH_APP)/Todo/
	@for file in Sources/ListExample/*.swift; do \
		cmp -s $$file $(SCRATCH_APP)/Todo/Sources/Todo/$$(basename $$file) || cp $$file $(SCRATCH_APP)/Todo/Sources/Todo/; done
	@echo 'import Todo' > $(SCRATCH_APP)/Todo/Tests/TodoTests/TodoTests.swift
	@$(call RELINK_IF_ORDER_CHANGED,$(SCRATCH_APP)/Todo/.build/release/Todo)
	@echo "building $(SCRATCH_APP)/Todo with the README's release line:"; $(README_RELEASE_LINE)
	cd $(SCRATCH_APP)/Todo && sh -c "$$($(README_RELEASE_LINE) | sed 's/\\$$//' | tr '\n' ' ')"

# The scripted clients of the serving benchmarks: Scripts/ssh-bench-client (`ssh/`, asyncssh) and
# Scripts/web-load.py (`web/`, websockets), both from PyPI, in one virtual environment under .build
# (python3-venv is installed when venv is missing).
SSH_BENCH_VENV := .build/bench-venv
ASYNCSSH_VERSION ?= 2.24.1

ssh-bench-client:
	@if ! $(SSH_BENCH_VENV)/bin/python -c 'import asyncssh, websockets' 2>/dev/null; then \
		echo "Installing asyncssh $(ASYNCSSH_VERSION) and websockets into $(SSH_BENCH_VENV)…"; \
		python3 -m venv $(SSH_BENCH_VENV) 2>/dev/null || { $(SUDO) apt-get update -qq && \
			$(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv && python3 -m venv $(SSH_BENCH_VENV); }; \
		$(SSH_BENCH_VENV)/bin/pip install -q --disable-pip-version-check asyncssh==$(ASYNCSSH_VERSION) "websockets>=12,<16"; \
	fi

# The benchmarks run on the release build; `app/` starts the static recurses-list as a user would,
# and the list example built as the README says (`make scratch-app`); `ssh/` serves the static
# recurses-demo to 100 sessions of the scripted client, `web/100 sessions` the web server to 100
# WebSocket clients.
bench: deps scratch-app ssh-bench-client
	@$(call RELINK_IF_ORDER_CHANGED,.build/static/release/recurses-demo .build/static/release/recurses-list)
	$(STATIC_BUILD) --product recurses-list
	$(STATIC_BUILD) --product recurses-demo
	$(SWIFT) build $(SWIFT_FLAGS) -c release --product recurses-bench
	@RECURSES_LIST=$$($(STATIC_BUILD) --show-bin-path)/recurses-list \
		RECURSES_DEMO=$$($(STATIC_BUILD) --show-bin-path)/recurses-demo \
		RECURSES_README_APP=$(CURDIR)/$(SCRATCH_APP)/Todo/.build/release/Todo \
		RECURSES_WEB_LOAD="$(CURDIR)/$(SSH_BENCH_VENV)/bin/python $(CURDIR)/Scripts/web-load.py" \
		RECURSES_SSH_BENCH_PYTHON=$(CURDIR)/$(SSH_BENCH_VENV)/bin/python \
		RECURSES_SSH_BENCH_CLIENT=$(CURDIR)/Scripts/ssh-bench-client \
		$$($(SWIFT) build $(SWIFT_FLAGS) -c release --show-bin-path)/recurses-bench $(ARGS)

# The count rules CI runs (bytes through ncurses in a pseudo-terminal, memory, an idle app's wake-ups,
# allocations per keystroke): the release recurses-bench alone, without the static apps, the app built
# as the README says or the serving clients that only the wall-time rules use. Exits 1 on a FAIL.
BENCH_COUNT_FILTERS := --filter pty/ --filter memory/ --filter time/ --filter allocations/
bench-counts: deps
	$(SWIFT) build $(SWIFT_FLAGS) -c release --product recurses-bench
	@$$($(SWIFT) build $(SWIFT_FLAGS) -c release --show-bin-path)/recurses-bench $(BENCH_COUNT_FILTERS) --runs 1 $(ARGS)

# The instruction budget: the absolute costs of the budget counted in instructions by valgrind's
# callgrind, only inside the measured region (fixtures and warm-up are not counted), so that the
# figures neither the machine's load nor its speed changes; exits 1 on a FAIL (`ARGS="--filter TEXT"`).
bench-instructions: deps
	@command -v valgrind >/dev/null || { echo "Installing valgrind…"; \
		$(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind; }
	$(SWIFT) build $(SWIFT_FLAGS) -c release --product recurses-bench
	@$$($(SWIFT) build $(SWIFT_FLAGS) -c release --show-bin-path)/recurses-bench --instructions $(ARGS)

# Proves that budget rules catch a real regression and pass without one: Scripts/bench-proof applies
# each deliberate regression of Scripts/regressions (a patch naming the rule that must catch it), builds,
# runs that rule BENCH_PROOF_RUNS times, counts the FAILs, and always takes the patch out again; first
# it runs each rule as many times on the sources as they are (each must PASS). Exits 1 otherwise.
BENCH_PROOF_RUNS ?= 5
BENCH_PROOF_REGRESSIONS ?= dispatch-slower tree-linear-walk list-linear-walk
bench-proof: deps
	@command -v valgrind >/dev/null || { echo "Installing valgrind…"; \
		$(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind; }
	Scripts/bench-proof --baseline --runs $(BENCH_PROOF_RUNS) $(BENCH_PROOF_REGRESSIONS)

# Fuzzes the input parser with libFuzzer for a bounded number of runs (`make fuzz FUZZ_RUNS=1000000`).
# Fuzz/InputParserFuzzer.swift is compiled together with the whole TerminalCore target, outside the package.
SWIFTC ?= swiftc
FUZZ_RUNS ?= 200000
FUZZ_MAX_LEN ?= 128
FUZZ_DIR := .build/fuzz
FUZZ_SOURCES := $(shell find Sources/TerminalCore -name '*.swift') Fuzz/InputParserFuzzer.swift

fuzz: $(FUZZ_DIR)/input-parser-fuzzer
	@mkdir -p $(FUZZ_DIR)/corpus
	$(FUZZ_DIR)/input-parser-fuzzer -runs=$(FUZZ_RUNS) -max_len=$(FUZZ_MAX_LEN) -seed=1 -print_final_stats=1 \
		-artifact_prefix=$(FUZZ_DIR)/ $(FUZZ_DIR)/corpus Fuzz/seeds

$(FUZZ_DIR)/input-parser-fuzzer: $(FUZZ_SOURCES)
	@mkdir -p $(FUZZ_DIR)
	$(SWIFTC) -O -sanitize=fuzzer,address -use-ld=lld -parse-as-library -module-name InputParserFuzz -package-name ReCurses \
		$(FUZZ_SOURCES) -o $@

# Fuzzes rendering with libFuzzer: random frames from each input go through the frame diff and the
# inline renderer, and through FakeTerminal's encoder, and an xterm model must show each frame as drawn
# (`make fuzz-render RENDER_FUZZ_RUNS=500000`: an input is several frames; the count is printed).
RENDER_FUZZ_RUNS ?= 20000
RENDER_FUZZ_SOURCES := $(shell find Sources/TerminalCore -name '*.swift') \
	$(wildcard Sources/InlineTerminal/InlineRenderer*.swift) \
	Sources/InlineTerminal/RowShift.swift \
	Sources/ReCursesTesting/SeededRandomGenerator.swift Sources/ReCursesTesting/RenderConformance/ConformanceText.swift \
	$(wildcard Sources/ReCursesTesting/Emulator/*.swift) Fuzz/RenderFuzzer.swift

fuzz-render: $(FUZZ_DIR)/render-fuzzer
	@mkdir -p $(FUZZ_DIR)/render-corpus
	$(FUZZ_DIR)/render-fuzzer -runs=$(RENDER_FUZZ_RUNS) -max_len=512 -seed=1 -print_final_stats=1 \
		-artifact_prefix=$(FUZZ_DIR)/render- $(FUZZ_DIR)/render-corpus

# The files are copied without their `import TerminalCore`, since here they make one module.
$(FUZZ_DIR)/render-fuzzer: $(RENDER_FUZZ_SOURCES)
	@rm -rf $(FUZZ_DIR)/render-sources && mkdir -p $(FUZZ_DIR)/render-sources
	@for file in $(RENDER_FUZZ_SOURCES); do \
		sed '/^import TerminalCore$$/d' $$file > $(FUZZ_DIR)/render-sources/$$(echo $$file | tr / _); done
	$(SWIFTC) -O -sanitize=fuzzer,address -use-ld=lld -parse-as-library -module-name RenderFuzz -package-name ReCurses \
		$(FUZZ_DIR)/render-sources/*.swift -o $@

# The house style (.swift-format: 4 spaces, 120 columns): `make format` rewrites, `make lint` checks.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests

format:
	$(SWIFT) format --in-place --recursive Sources Tests

clean:
	rm -rf .build
