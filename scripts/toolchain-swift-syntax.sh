#!/usr/bin/env bash
# Prints the folder of the swift-syntax the Swift toolchain ships (<toolchain>/usr/lib/swift/host)
# when it holds every module `#Preview`'s plugin imports, and exits 1 when it does not: the
# toolchain side of the choice `PreviewPluginSwiftSyntax` makes in Package.swift (the same
# module list), for the scripts that must agree with it. Tests/setup/preview-plugin-syntax.sh
# checks that they do.
set -euo pipefail
host="$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["paths"]["runtimeResourcePath"])')/host"
for module in SwiftSyntax SwiftSyntaxMacros SwiftSyntaxBuilder SwiftCompilerPluginMessageHandling; do
  [ -e "$host/$module.swiftmodule" ] || exit 1
done
echo "$host"
