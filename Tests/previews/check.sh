#!/usr/bin/env bash
# A package of plain SwiftUI files with #Previews and a PreviewProvider, and nothing of
# Darkroom's (Tests/PreviewPackage), rendered, verified and published with one command each,
# as a team would: `darkroom <command> --package PATH`. One of its previews reaches an API
# Darkroom does not draw yet: that preview must fail alone, named with its file and line, in
# the render's errors and in the verify report, while every other preview renders and matches
# the references committed in the package.
#   usage: check.sh DARKROOM WORK
set -euo pipefail
darkroom=$(realpath "$1")
work=$2
package=Tests/PreviewPackage
rm -rf "$work"
mkdir -p "$work"
fail() { echo "previews: FAIL: $*" >&2; exit 1; }

# Render into a scratch store: exit 2 (bad input), the broken preview named in each variant.
set +e
"$darkroom" render --package "$package" --out "$work/store" --scale 2 --quiet 2> "$work/render.err"
code=$?
set -e
[ "$code" -eq 2 ] || { cat "$work/render.err" >&2; fail "render exited $code, expected 2 (one preview cannot be drawn)"; }
named=$(grep -c 'LoadingRow/loading-.*@2x: DarkroomUI: ProgressView is not drawn yet (FixtureKit/LoadingRow.swift:12)' "$work/render.err" || true)
[ "$named" -eq 4 ] || { cat "$work/render.err" >&2; fail "expected the Loading preview named in its 4 variants, found $named"; }
grep -q '^darkroom: error: 4 of 28 snapshots could not be rendered' "$work/render.err" || fail "the render did not count 4 of 28 failures"

# Every other preview was written, byte for byte the package's committed references.
written=$(cd "$work/store" && find . -name '*.png' | sort)
committed=$(cd "$package/Snapshots" && find . -name '*.png' | sort)
[ "$written" = "$committed" ] || { diff <(echo "$written") <(echo "$committed") >&2 || true; fail "rendered files differ from the committed list"; }
[ "$(echo "$written" | wc -l)" -eq 24 ] || fail "expected 24 PNGs (7 previews x light/dark x ltr/rtl... minus the broken one), got $(echo "$written" | wc -l)"
# PNG bytes are ISA-L's for this CPU class (README, "Canonical PNG"); where it is not the
# references' class, the PNGs are compared by pixels (verify, below), the sidecars by bytes.
deflate_here=$(grep -o '"isa-l":"[^"]*"' "$work/store/manifest.json" || true)
deflate_there=$(grep -o '"isa-l":"[^"]*"' "$package/Snapshots/manifest.json" || true)
[ "$deflate_here" = "$deflate_there" ] || echo "previews: note: deflate here is $deflate_here, the references' $deflate_there: PNG bytes not compared"
for file in $written; do
    if [ "$deflate_here" = "$deflate_there" ]; then
        cmp -s "$work/store/$file" "$package/Snapshots/$file" || fail "$file differs from the committed reference"
    fi
    cmp -s "$work/store/${file%.png}.layout.txt" "$package/Snapshots/${file%.png}.layout.txt" || fail "${file%.png}.layout.txt differs"
done

# Verify the package's own store (relative paths are the package's): exit 1, and the report
# lists the broken preview as unrenderable with its source location, everything else matching.
set +e
"$darkroom" verify --package "$package" --store Snapshots --scale 2 --report "$work/report" --quiet > "$work/verify.out" 2> "$work/verify.err"
code=$?
set -e
[ "$code" -eq 1 ] || { cat "$work/verify.out" "$work/verify.err" >&2; fail "verify exited $code, expected 1"; }
grep -q 'verified 28: 24 match; .* 4 unrenderable' "$work/verify.out" || { cat "$work/verify.out" >&2; fail "verify did not count 24 matches and 4 unrenderable"; }
python3 - "$work/report/report.json" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
failures = report["failures"]
assert len(failures) == 4, failures
for f in failures:
    assert f["kind"] == "unrenderable", f
    assert f["id"].startswith("LoadingRow/loading-"), f
    assert any("ProgressView is not drawn yet (FixtureKit/LoadingRow.swift:12)" in c for c in f["changes"]), f
PY

# The gallery of the package's store: every family, grouped by file, with its previews.
"$darkroom" gallery --package "$package" --store Snapshots --out "$work/gallery" > "$work/gallery.out"
grep -q 'gallery: 3 components, 24 snapshots' "$work/gallery.out" || { cat "$work/gallery.out" >&2; fail "the gallery did not list 3 families (one without snapshots) and 24 snapshots"; }
for family in ProfileCard StatusChip; do
    ls "$work/gallery/components/" | grep -qi "$family" || fail "the gallery has no page for $family"
done
# Watch mode on a copy of the package: after the first render, an edit to one preview's file
# is rebuilt and rendered, and data/live.js names exactly that file's changed images.
cp -R "$package" "$work/watched"
rm -rf "$work/watched/Snapshots" "$work/watched/.build"
"$darkroom" watch --package "$work/watched" --scale 2 --updates 1 > "$work/watch.out" 2> "$work/watch.err" &
watcher=$!
for _ in $(seq 1 600); do grep -q '^watch: 24 snapshots' "$work/watch.out" && break; sleep 0.5; done
grep -q '^watch: 24 snapshots' "$work/watch.out" || { kill $watcher; cat "$work/watch.out" "$work/watch.err" >&2; fail "watch did not render the package"; }
grep -q '"generation":0' "$work/watched/out/gallery/data/live.js" || fail "the live gallery has no generation 0"
sed -i 's/role: "Engineer")/role: "Staff engineer")/' "$work/watched/Sources/FixtureKit/ProfileCard.swift"
wait $watcher || { cat "$work/watch.out" "$work/watch.err" >&2; fail "watch exited with an error"; }
grep -q '^watch: ProfileCard.swift saved -> 4 of 24 snapshots changed; images updated .* s after the save' "$work/watch.out" \
    || { cat "$work/watch.out" >&2; fail "watch did not report the 4 changed images of the edited preview"; }
python3 - "$work/watched/out/gallery/data/live.js" <<'PY'
import json, sys
text = open(sys.argv[1]).read()
info = json.loads(text[text.index("(") + 1:text.rindex(")")])
assert info["generation"] == 1, info
assert info["changed"] == ["store/ProfileCard/preview_1-%s@2x.png" % v for v in ("dark-ltr", "dark-rtl", "light-ltr", "light-rtl")], info
PY
cmp -s "$work/watched/Snapshots/ProfileCard/preview_1-light-ltr@2x.png" "$package/Snapshots/ProfileCard/preview_1-light-ltr@2x.png" \
    && fail "the edited preview's image did not change"
if [ "$deflate_here" = "$deflate_there" ]; then
    cmp -s "$work/watched/Snapshots/StatusChip/active-light-ltr@2x.png" "$package/Snapshots/StatusChip/active-light-ltr@2x.png" \
        || fail "an image of an unedited file changed"
fi

# A package that does not compile: exit 2, the compiler's error at the team's own file and line.
cp -R "$package" "$work/broken"
rm -rf "$work/broken/Snapshots"
sed -i 's/Text(name).font(.headline)/Text(name).font(.headlinex)/' "$work/broken/Sources/FixtureKit/ProfileCard.swift"
set +e
"$darkroom" render --package "$work/broken" --out "$work/broken-store" --quiet 2> "$work/broken.err"
code=$?
set -e
[ "$code" -eq 2 ] || { cat "$work/broken.err" >&2; fail "a package that does not compile exited $code, expected 2"; }
grep -q "^$(realpath "$work/broken")/Sources/FixtureKit/ProfileCard.swift:[0-9]*:[0-9]*: error: .*headlinex" "$work/broken.err" \
    || { cat "$work/broken.err" >&2; fail "the build error does not name the package's own file"; }
[ ! -e "$work/broken-store" ] || fail "a package that does not compile wrote a store"

python3 "$(dirname "$0")/../browser/live_test.py" "$work/watched/out/gallery" > "$work/live.log" || { cat "$work/live.log" >&2; fail "the live gallery did not reload in Chromium"; }

echo "previews: Tests/PreviewPackage renders (24 of 28, the broken preview named), verifies against its references, builds a gallery, watch mode updates exactly the edited preview (live reload checked in Chromium), and a compile error names the package's own file"
