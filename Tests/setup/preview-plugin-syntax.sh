#!/usr/bin/env bash
# Which swift-syntax `#Preview`'s plugin builds against (PreviewPluginSwiftSyntax in
# Package.swift), read from the manifest as SwiftPM evaluates it (`dump-package`, no build):
# - in this repository, the toolchain's own (usr/lib/swift/host): no swift-syntax dependency,
#   and the plugin target searches and links that folder;
# - as another package's checked-out dependency (a path with /checkouts/, where SwiftPM refuses
#   unsafe flags), the swift-syntax package, and the plugin uses its SwiftCompilerPlugin.
# Building the fallback compiles swift-syntax (about three minutes here), so this checks the
# choice, not that build.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "preview-plugin-syntax: $*" >&2; exit 1; }

# The manifest, its plugin target and its package dependencies, as one line of JSON. A scratch
# folder of its own: make test runs this beside builds that hold the repository's .build lock.
describe() {
  (cd "$1" && swift package --manifest-cache none --scratch-path "$work/scratch" dump-package) | python3 -c '
import json, sys
d = json.load(sys.stdin)
target = next(t for t in d["targets"] if t["name"] == "DarkroomUIMacros")
print(json.dumps({
    "packages": [dep["sourceControl"][0]["identity"] for dep in d["dependencies"] if "sourceControl" in dep],
    "products": [dep["product"][0] for dep in target["dependencies"] if "product" in dep],
    "flags": [flag for s in target.get("settings", []) for flag in s["kind"].get("unsafeFlags", {}).get("_0", [])],
}))'
}
field() { python3 -c 'import json, sys; print(" ".join(json.loads(sys.argv[1])[sys.argv[2]]))' "$1" "$2"; }

# The manifest and scripts/toolchain-swift-syntax.sh (which the build-folder clean-up trusts)
# must agree on whether the toolchain's swift-syntax is used.
here="$(describe "$repo")"
if host="$(bash "$repo/scripts/toolchain-swift-syntax.sh")"; then
  [[ " $(field "$here" packages) " != *" swift-syntax "* ]] || fail "the repository's manifest depends on swift-syntax although $host has it: $here"
  [[ " $(field "$here" flags) " == *" -I $host "* ]] || fail "the plugin does not search $host: $here"
else
  [[ " $(field "$here" packages) " == *" swift-syntax "* ]] || fail "no swift-syntax for the plugin, and the toolchain has none: $here"
fi

# The same files under a checkouts folder, as SwiftPM places a versioned dependency.
checkout="$work/.build/checkouts/darkroom"
mkdir -p "$checkout"
for entry in "$repo"/*; do ln -s "$entry" "$checkout/"; done
there="$(describe "$checkout")"
[[ " $(field "$there" packages) " == *" swift-syntax "* ]] || fail "as a checked-out dependency the manifest does not declare swift-syntax: $there"
[[ " $(field "$there" products) " == *" SwiftCompilerPlugin "* ]] || fail "as a checked-out dependency the plugin does not use SwiftCompilerPlugin: $there"
[ -z "$(field "$there" flags)" ] || fail "as a checked-out dependency the plugin has unsafe flags, which SwiftPM refuses there: $there"
echo "preview-plugin-syntax: the plugin uses the toolchain's swift-syntax here, and the swift-syntax package as a checked-out dependency"
