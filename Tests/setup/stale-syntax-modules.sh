#!/usr/bin/env bash
# scripts/stale-syntax-modules.sh, on a made-up tree: from every Modules-tool folder of the
# build folders it knows, it removes swift-syntax's modules (the toolchain's names, the
# plugin library, the version markers) and nothing else, says where, and is silent the second
# time. With a toolchain that has no swift-syntax of its own, it removes nothing, and under a
# checkouts folder (where the manifest builds swift-syntax itself) neither.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/scripts"
cp "$repo/scripts/stale-syntax-modules.sh" "$repo/scripts/toolchain-swift-syntax.sh" "$work/scripts/"
tools=("$work/.build/x86_64-unknown-linux-gnu/debug/Modules-tool"
       "$work/Integrations/Kit/.build/x86_64-unknown-linux-gnu/release/Modules-tool")
syntax=(SwiftSyntax SwiftSyntaxBuilder SwiftSyntax509 SwiftSyntax603 SwiftCompilerPlugin SwiftParser SwiftDiagnostics)
kept=(DarkroomUIMacros SwiftUI SwiftSyntaxKit)  # Darkroom's own, and names that only look alike
for tool in "${tools[@]}"; do
  for name in "${syntax[@]}" "${kept[@]}"; do
    mkdir -p "$tool/$name.swiftmodule"
    touch "$tool/$name.swiftdoc" "$tool/$name.swiftsourceinfo"
  done
done
# A build folder without swift-syntax's modules is left alone, however it looks.
mkdir -p "$work/.build/x86_64-unknown-linux-gnu/release/Modules-tool/SwiftParser.swiftmodule"

out="$(bash "$work/scripts/stale-syntax-modules.sh")"
fail() { echo "stale-syntax-modules: $*" >&2; exit 1; }

if bash "$repo/scripts/toolchain-swift-syntax.sh" > /dev/null; then
  [ "$(grep -c '^setup: removing the swift-syntax modules' <<< "$out")" = 2 ] || fail "expected two folders named, got: $out"
  for tool in "${tools[@]}"; do
    for name in "${syntax[@]}"; do
      ! compgen -G "$tool/$name.*" > /dev/null || fail "$name left in $tool"
    done
  done
else
  [ -z "$out" ] || fail "removed modules although the toolchain has no swift-syntax: $out"
fi
for tool in "${tools[@]}"; do
  for name in "${kept[@]}"; do
    for file in "$name.swiftmodule" "$name.swiftdoc" "$name.swiftsourceinfo"; do
      [ -e "$tool/$file" ] || fail "$file was removed from $tool"
    done
  done
done
[ -e "$work/.build/x86_64-unknown-linux-gnu/release/Modules-tool/SwiftParser.swiftmodule" ] || fail "a folder without SwiftSyntax was changed"
[ -z "$(bash "$work/scripts/stale-syntax-modules.sh")" ] || fail "the second run did something"

# As another package's checked-out dependency, the modules are that build's own: kept.
checkout="$work/deps/.build/checkouts/darkroom"
mkdir -p "$checkout/scripts" "$checkout/.build/x86_64-unknown-linux-gnu/debug/Modules-tool/SwiftSyntax.swiftmodule"
cp "$work/scripts/"*.sh "$checkout/scripts/"
[ -z "$(bash "$checkout/scripts/stale-syntax-modules.sh")" ] || fail "modules were removed under a checkouts folder"
[ -e "$checkout/.build/x86_64-unknown-linux-gnu/debug/Modules-tool/SwiftSyntax.swiftmodule" ] || fail "SwiftSyntax was removed under a checkouts folder"
echo "stale-syntax-modules: an old build folder's swift-syntax modules are removed, and nothing else"
