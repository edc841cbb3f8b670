#!/usr/bin/env bash
# Installs the Debian packages Darkroom builds, tests and renders with. Idempotent:
# does nothing (and needs no network) when everything is already installed.
set -euo pipefail

packages=(
  pkg-config
  libcairo2-dev libpango1.0-dev libfontconfig1-dev libfreetype-dev librsvg2-dev libpng-dev zlib1g-dev
  chromium   # browser tests of the gallery
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#packages[@]} packages present"
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "setup: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "setup: done"
