#!/usr/bin/env bash
# Build the standalone app, dist/battlemap/battlemap (one folder, windowed),
# then run it once headless to prove it starts and finds its bundled data.
#
#   packaging/build.sh
#
# Environment: PYTHON (3.11+ built with a shared libpython, default python3),
# BUILD_VENV (default build/venv), DIST_DIR (default dist), WORK_DIR (default
# build/pyinstaller). The venv is made once and reused; the app is reinstalled
# from the checkout on every run so the build freezes the current code.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PYTHON="${PYTHON:-python3}"
VENV="${BUILD_VENV:-$ROOT/build/venv}"
DIST="${DIST_DIR:-$ROOT/dist}"
WORK="${WORK_DIR:-$ROOT/build/pyinstaller}"

if ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
  echo "build.sh: $PYTHON is older than Python 3.11" >&2
  exit 1
fi
[ -x "$VENV/bin/python" ] || "$PYTHON" -m venv "$VENV"
pip=("$VENV/bin/python" -m pip --disable-pip-version-check -q)
# setuptools builds in build/lib of the checkout and never empties it: a module
# deleted from the source would still be installed, and frozen, from there.
rm -rf "$ROOT/build/lib"
"${pip[@]}" install "pyinstaller>=6.10" "$ROOT"
# Same version number as last time would be kept otherwise: freeze this code.
"${pip[@]}" install --no-deps --force-reinstall "$ROOT"

# Run from outside the checkout, so `import battlemap` during the analysis is
# the installed package, not the source tree in the current directory.
mkdir -p "$WORK"
(cd "$WORK" && "$VENV/bin/python" -m PyInstaller --noconfirm --clean \
  --distpath "$DIST" --workpath "$WORK" "$ROOT/packaging/battlemap.spec")

app="$DIST/battlemap/battlemap"
scenario="$(find "$DIST/battlemap" -path '*/_bundled/assets/scenarios/d20-skirmish.json' -print -quit)"
if [ -z "$scenario" ]; then
  echo "build.sh: the bundled default scenario is missing from $DIST/battlemap" >&2
  exit 1
fi
QT_QPA_PLATFORM=offscreen "$app" --version
QT_QPA_PLATFORM=offscreen "$app" check "$scenario"
echo "built $app"
