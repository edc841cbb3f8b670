#!/usr/bin/env bash
# Browser tests of the Darkroom gallery in Debian's headless Chromium.
#
#   Tests/browser/run.sh                       build the synthetic fixtures, then test them
#   Tests/browser/run.sh SMALL [LARGE]         test galleries already built from the fixtures
#
# The fixtures come from a Swift test that only runs when DARKROOM_GALLERY_FIXTURE_OUT is set
# (Tests/DarkroomGalleryTests/BrowserFixture.swift): `small` is the unit tests' store (two
# components, a verify report, a <script> label), `large` has 9,120 snapshots for timings.
# Needs: chromium (apt-get install -y chromium), python3 with Playwright (scripts/setup.sh
# installs both), swift for fixtures.
# Environment: WORK (default /tmp/darkroom-browser), SHOTS (default $WORK/screenshots),
# CHROMIUM (default chromium), SCRATCH (swift scratch path, default .build-gallery),
# AUDIT (a gallery built with darkroom gallery --audit, to test finding badges and filters).
# Prints one line per check, load timings, and "N passed, M failed"; exits 1 on any failure.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
work="${WORK:-/tmp/darkroom-browser}"
shots="${SHOTS:-$work/screenshots}"
chromium="${CHROMIUM:-chromium}"

if ! command -v "$chromium" >/dev/null 2>&1; then
  echo "run.sh: $chromium not found (apt-get install -y chromium)" >&2
  echo "0 passed, 1 failed"
  exit 1
fi

if [ "$#" -ge 1 ]; then
  small="$1"; large="${2:-}"
else
  echo "building fixture galleries in $work/fixture"
  rm -rf "$work/fixture"   # never test a stale fixture
  # SKIP_BUILD=1 reuses the last test build (when another target's sources are mid-edit).
  (cd "$repo" && DARKROOM_GALLERY_FIXTURE_OUT="$work/fixture" \
     swift test --scratch-path "${SCRATCH:-.build-gallery}" ${SKIP_BUILD:+--skip-build} \
       --filter 'DarkroomGalleryTests.BrowserFixture' 2>&1 \
     | grep -E 'fixture |error|✘' || true)
  small="$work/fixture/small"; large="$work/fixture/large"
  if [ ! -f "$small/index.html" ]; then
    echo "run.sh: fixture gallery was not written to $small" >&2
    echo "0 passed, 1 failed"
    exit 1
  fi
fi

# Once from file:// and once from a static HTTP server on loopback: the site must work from both.
status=0
echo "== from file://"
python3 "$here/gallery_test.py" "$small" ${large:+"$large"} ${REVIEW:+--review "$REVIEW"} ${AUDIT:+--audit-gallery "$AUDIT"} --shots "$shots" --chromium "$chromium" | tee "$work/file.log" || status=1
echo "== from a static HTTP server"
python3 "$here/gallery_test.py" "$small" ${large:+"$large"} ${REVIEW:+--review "$REVIEW"} ${AUDIT:+--audit-gallery "$AUDIT"} --shots "$shots/http" --chromium "$chromium" --http | tee "$work/http.log" || status=1
passed=$(( $(tail -n 1 "$work/file.log" | cut -d' ' -f1) + $(tail -n 1 "$work/http.log" | cut -d' ' -f1) ))
failed=$(( $(tail -n 1 "$work/file.log" | cut -d' ' -f3) + $(tail -n 1 "$work/http.log" | cut -d' ' -f3) ))
echo "$passed passed, $failed failed"
exit $status
