#!/usr/bin/env bash
# Counts, fixture set by fixture set, how many public token fixtures `darkroom tokens` loads by
# default (issue 19), for the sets too large to copy into Tests/ (PublicFixtureSetsTests counts
# the copied ones). Each argument is a git directory or checkout of one of:
#   terrazzoapp/dtcg-examples   every *.resolver.json at its root
#   terrazzoapp/terrazzo        every packages/*/test/fixtures/*/ folder, set by package
#   tokens-studio/sd-transforms test/integration/tokens, as its integration tests load them
# Usage: scripts/count-public-fixtures.sh [--verbose] REPO...   (build darkroom first)
# Exits non-zero when any input is refused; --verbose prints each refusal's first lines.
set -euo pipefail
darkroom=${DARKROOM:-.build/debug/darkroom}
verbose=0
[[ ${1:-} == --verbose ]] && { verbose=1; shift; }
[[ -x $darkroom ]] || { echo "no $darkroom: run swift build --product darkroom" >&2; exit 2; }
darkroom=$(realpath "$darkroom")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
refused=0

# tally SET INPUT...: loads each input, prints "SET: loaded of total".
tally() {
  local set=$1 ok=0 n=0 input
  shift
  for input in "$@"; do
    n=$((n + 1))
    if "$darkroom" tokens "$input" >/dev/null 2>"$work/err"; then
      ok=$((ok + 1))
    else
      refused=$((refused + 1))
      echo "  refused: ${input#"$work"/}" >&2
      ((verbose)) && head -3 "$work/err" | sed 's/^/    /' >&2
    fi
  done
  echo "$set: $ok of $n load by default"
}

for repo in "$@"; do
  git_dir=$repo
  [[ -d $repo/.git ]] && git_dir=$repo/.git
  [[ -d $repo/repo ]] && git_dir=$repo/repo
  name=$(basename "$(realpath "$repo")")
  tree=$work/$name
  mkdir -p "$tree"
  # Blobs a partial clone lacks are skipped (Terrazzo's mirror lacks some test snapshots).
  git --git-dir="$git_dir" ls-tree -r HEAD | while read -r _ type sha path; do
    [[ $type == blob ]] || continue
    case $path in *.json | *.yaml | *.yml | */test/fixtures/*) ;; *) continue ;; esac
    mkdir -p "$tree/$(dirname "$path")"
    git --git-dir="$git_dir" cat-file blob "$sha" >"$tree/$path" 2>/dev/null || rm -f "$tree/$path"
  done
  if compgen -G "$tree/*.resolver.json" >/dev/null; then
    tally "dtcg-examples resolvers" "$tree"/*.resolver.json
  fi
  if [[ -d $tree/packages ]]; then
    for package in "$tree"/packages/*/; do
      [[ -d $package/test/fixtures ]] || continue
      tally "terrazzo $(basename "$package") fixtures" "$package"test/fixtures/*/
    done
  fi
  if [[ -d $tree/test/integration/tokens ]]; then
    # cross-file-refs.test.ts loads cross-file-refs-*.tokens.json together: one folder.
    tokens=$tree/test/integration/tokens
    mkdir -p "$work/cross-file-refs"
    mv "$tokens"/cross-file-refs-*.tokens.json "$work/cross-file-refs/"
    tally "sd-transforms integration tokens" "$tokens"/*.json "$work/cross-file-refs"
  fi
done
((refused == 0))
