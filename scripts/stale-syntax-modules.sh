#!/usr/bin/env bash
# Removes the swift-syntax modules a build folder made before 2026-11-28 keeps in its
# Modules-tool folders. `#Preview`'s plugin now compiles against the swift-syntax the toolchain
# ships (PreviewPluginSwiftSyntax in Package.swift), and SwiftPM searches Modules-tool first, so
# the old modules shadowed the toolchain's and every build failed with "missing required
# module '_SwiftSyntaxCShims'" until `make clean`. Removing just them lets the next build go
# on incrementally (measured: 24 s instead of a clean build's minutes).
#
# Only where the manifest uses the toolchain's modules (scripts/toolchain-swift-syntax.sh, and
# not under a checkouts folder): otherwise it builds swift-syntax itself and the modules in
# Modules-tool are that build's own. Quiet and quick when there is nothing to do (one `find`
# over the build folders' top levels).
set -euo pipefail
cd "$(dirname "$0")/.."
[[ "$PWD/" != */checkouts/* ]] || exit 0

# .build/<triple>/<debug|release>/Modules-tool, in Darkroom's build folder and in those of the
# packages beside it that depend on it.
stale=()
while IFS= read -r module; do stale+=("$(dirname "$module")"); done < <(
  find .build Integrations/*/.build Examples/*/.build -maxdepth 4 -path '*/Modules-tool/SwiftSyntax.swiftmodule' 2>/dev/null || true)
[ ${#stale[@]} -gt 0 ] || exit 0

host="$(bash scripts/toolchain-swift-syntax.sh)" || exit 0

# The toolchain's module names, and the two the swift-syntax package adds (the plugin
# library and its version markers, SwiftSyntax509 and on).
names=(SwiftCompilerPlugin 'SwiftSyntax[0-9]*')
for module in "$host"/*.swiftmodule; do names+=("$(basename "$module" .swiftmodule)"); done
for folder in "${stale[@]}"; do
  echo "setup: removing the swift-syntax modules an older build left in $folder (the toolchain's own are used now)"
  for name in "${names[@]}"; do
    # Unquoted on purpose: each name is a glob over that module's files (.swiftmodule, .swiftdoc...).
    # shellcheck disable=SC2086
    rm -rf "$folder"/$name.*
  done
done
