#!/bin/bash
# Makes the screenshots the metainfo shows (data/screenshots/*.png) again,
# in English, with the application's own screenshot mode under Xvfb, from
# a fresh home so that no saved game or setting of yours shows.
# Usage: data/screenshots/update.sh [BUILDDIR]   (default: build, built)
set -euo pipefail
cd "$(dirname "$0")/../.."

builddir=${1:-build}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

env LANGUAGE= LC_ALL=C.UTF-8 HOME="$scratch" XDG_DATA_HOME="$scratch/data" \
  XDG_CONFIG_HOME="$scratch/config" GSETTINGS_BACKEND=memory \
  GSETTINGS_SCHEMA_DIR="$builddir/data" GSK_RENDERER=cairo NO_AT_BRIDGE=1 GTK_A11Y=none \
  xvfb-run -a -s "-screen 0 1366x768x24" "$builddir/ui/tessella" --screenshot "$scratch/shots" >/dev/null

# The scenes the metainfo names, each <image> ending in its file name.
for name in board setup-catan-fishermen traders hunters-board; do
  cp "$scratch/shots/$name.png" "data/screenshots/$name.png"
done
