#!/usr/bin/env bash
# Rebuilds app/fonts/inter-latin-var.woff2, the brand typeface, from Debian's fonts-inter-variable
# (Inter 4.0, SIL OFL 1.1): the weight axis kept from 400 to 800, Latin characters only, WOFF2.
# Needs fonttools with brotli (Debian: apt-get install fonts-inter-variable python3-fonttools python3-brotli).
# The site ships the committed result; nothing here runs during a build.
set -euo pipefail
source_font=${1:-/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf}
out="$(dirname "$0")/../../app/fonts/inter-latin-var.woff2"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 - "$source_font" "$tmp/ranged.ttf" <<'PY'
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
instancer.instantiateVariableFont(TTFont(sys.argv[1]), {"wght": (400, 800)}).save(sys.argv[2])
PY
# Basic Latin, Latin-1, and the punctuation, arrows and signs the copy uses.
unicodes="U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2032-2033,U+2039-203A,U+20AC,U+2122,U+2190-2193,U+2212,U+2264-2265,U+2713"
python3 -m fontTools.subset "$tmp/ranged.ttf" --unicodes="$unicodes" \
  --layout-features="kern,liga,calt,tnum,case,cv11,ss01,ccmp,locl" \
  --name-IDs="0,1,2,3,4,5,6,13,14" --flavor=woff2 --output-file="$out"
echo "wrote $out ($(wc -c <"$out") bytes)"
