#!/usr/bin/env bash
# Rebuilds the six Roboto faces Debian's fonts-roboto-unhinted lacks (200, 600 and 800, each
# upright and italic) as static instances of Roboto 3.015's variable fonts, so every SwiftUI
# `Font.Weight` has a face. Not part of any build: the outputs are committed in Fonts/ and
# their SHA-256 is in every manifest. Both inputs come from PyPI, pinned.
#   bash scripts/make-roboto-weights.sh [OUT_DIR]   (default: Fonts/)
set -euo pipefail
out="${1:-Fonts}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
PIP_BREAK_SYSTEM_PACKAGES=1 PIP_ROOT_USER_ACTION=ignore python3 -m pip install -q --target "$work/py" \
  fonttools==4.60.1 fontpkg-roboto==3.15
export PYTHONPATH="$work/py"
# head.modified from a fixed date, so the same inputs give the same bytes.
export SOURCE_DATE_EPOCH=1577836800
src="$work/py/fontpkg_roboto/files"
for face in ExtraLight:200 SemiBold:600 ExtraBold:800; do
  name="${face%%:*}" weight="${face##*:}"
  # wdth=100 is Roboto's normal width; the name table follows the STAT table (family
  # "Roboto", style "SemiBold"), which is what fontconfig and the face check read.
  python3 -m fontTools.varLib.instancer "$src/Roboto[wdth,wght].ttf" "wght=$weight" wdth=100 \
    --update-name-table --static -q -o "$out/Roboto-$name.ttf"
  python3 -m fontTools.varLib.instancer "$src/Roboto-Italic[wdth,wght].ttf" "wght=$weight" wdth=100 \
    --update-name-table --static -q -o "$out/Roboto-${name}Italic.ttf"
done
cp "$work/py/fontpkg_roboto/LICENSE" "$out/LICENSE-Roboto3-OFL.txt"
echo "wrote Roboto 200/600/800 (upright and italic) into $out"
