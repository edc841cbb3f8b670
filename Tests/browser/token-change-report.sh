#!/usr/bin/env bash
# A real review: the built-in catalogue's frisbee brand verified after one of its tokens
# changed (its light accent #40B259 -> #3FA356), which fails 192 of the brand's 712 snapshots.
# Only the brand that changed, as a team's CI would select it (--brand): the same 192
# failures, and a shard's verify takes 3.6 s of CPU in the debug build instead of 6-7 s for
# the whole catalogue (make test verifies the whole store, unchanged, anyway). Verified in
# three shards like CI does, their reports merged into one; writes WORK/report (the merged
# report) and WORK/gallery (the gallery with its review page, listing an audit's new findings).
#   token-change-report.sh DARKROOM_BINARY WORK
set -euo pipefail
darkroom="$1"; work="$2"
rm -rf "$work"; mkdir -p "$work"
cp -r Tokens "$work/Tokens"
sed -i '0,/"#40B259"/s//"#3FA356"/' "$work/Tokens/brands/frisbee.tokens.json"
for shard in 1 2 3; do
  # verify exits 1: the differences are the point.
  if "$darkroom" verify --store Snapshots --tokens "$work/Tokens" --brand frisbee --shard "$shard/3" --report "$work/report-$shard" \
       --quiet > "$work/verify-$shard.txt" 2>&1; then
    echo "token-change-report.sh: shard $shard/3 passed after a token change; the fixture proves nothing" >&2; exit 1
  fi
done
"$darkroom" merge --store Snapshots --reports "$work"/report-1 "$work"/report-2 "$work"/report-3 --into "$work/report"
# An audit without a baseline (exit 1: findings), so the review lists them as new.
"$darkroom" audit --tokens "$work/Tokens" --component CheckboxView --brand frisbee --theme light --rule touch-target \
  --json "$work/audit.json" --quiet > /dev/null || [ $? -eq 1 ]
"$darkroom" gallery --store Snapshots --report "$work/report" --audit "$work/audit.json" --out "$work/gallery" > /dev/null
