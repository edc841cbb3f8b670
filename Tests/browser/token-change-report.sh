#!/usr/bin/env bash
# A real review: the built-in catalogue verified after one brand token changed (frisbee's
# light accent #40B259 -> #3FA356), which fails 192 snapshots. Writes WORK/report (the
# verify report) and WORK/gallery (the gallery with its review page).
#   token-change-report.sh DARKROOM_BINARY WORK
set -euo pipefail
darkroom="$1"; work="$2"
rm -rf "$work"; mkdir -p "$work"
cp -r Tokens "$work/Tokens"
sed -i '0,/"#40B259"/s//"#3FA356"/' "$work/Tokens/brands/frisbee.tokens.json"
# verify exits 1: the differences are the point.
"$darkroom" verify --store Snapshots --tokens "$work/Tokens" --report "$work/report" --quiet > "$work/verify.txt" 2>&1 && {
  echo "token-change-report.sh: verify passed after a token change; the fixture proves nothing" >&2; exit 1; }
"$darkroom" gallery --store Snapshots --report "$work/report" --out "$work/gallery" > /dev/null
echo "token change: $(grep "^verified" "$work/verify.txt")"
