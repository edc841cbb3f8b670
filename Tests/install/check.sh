#!/usr/bin/env bash
# Checks what `make install` put under PREFIX (argument 1) by using it.
# Prints one line per check and "N passed, M failed"; exits 1 on any failure.
set -uo pipefail
prefix="$1"
passed=0; failed=0
check() { if eval "$2" >/dev/null 2>&1; then echo "  ok    $1"; passed=$((passed + 1)); else echo "  FAIL  $1"; failed=$((failed + 1)); fi; }

bin="$prefix/bin/darkroom"
work="$(mktemp -d)"
check "the binary runs" "'$bin' --version"
check "the man page is installed and renders" "MANWIDTH=80 man -l '$prefix/share/man/man1/darkroom.1' 2>/dev/null | grep -q 'approve' || grep -q '^.Nm darkroom' '$prefix/share/man/man1/darkroom.1'"
check "the man page documents every subcommand" "for c in list render verify record prune merge approve diff gallery docs; do grep -q \"\$c\" '$prefix/share/man/man1/darkroom.1' || exit 1; done"
check "bash completion is installed" "grep -q '_darkroom' '$prefix/share/bash-completion/completions/darkroom'"
check "zsh completion is installed" "grep -q '#compdef darkroom' '$prefix/share/zsh/site-functions/_darkroom'"
check "fish completion is installed" "grep -q \"complete -c 'darkroom'\" '$prefix/share/fish/vendor_completions.d/darkroom.fish'"
# The completion scripts ask the binary for names: component, brand and theme completions.
check "components complete from the catalogue" "'$bin' ---completion render -- --component 3 2 darkroom render --component In | grep -qx InputCheckboxBase"
check "brands complete from the tokens" "'$bin' ---completion render -- --brand 3 0 darkroom render --brand '' | grep -qx frisbee"
check "themes complete from the tokens" "'$bin' ---completion verify -- --theme 3 0 darkroom verify --theme '' | grep -qx dark"
# The gallery's assets come from the resources installed beside the binary.
check "the installed binary builds a gallery with its assets" "'$bin' gallery --store Snapshots --out '$work/gallery' && test -s '$work/gallery/assets/review.js' && test -s '$work/gallery/assets/gallery.css'"
rm -rf "$work"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
